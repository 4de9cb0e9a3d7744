-- wrk's script for bench/filing.ts: each request files one complaint (POST /api/v1/complaints) with its own
-- Idempotency-Key, at the offices in turn, with the body the Node load generator sends (test/portal.ts complaintBody).
-- wrk is a C load generator, as pgbench is for the TPC-B-like run beside it: the clients' own CPU is small on both sides.
--
-- Environment (set by bench/filing.ts): BENCH_WRK_TOKEN (the demo citizen's API token), BENCH_WRK_THREADS (wrk -t), BENCH_WRK_RUN (a prefix that
-- makes the keys of this run unique), BENCH_WRK_BODIES (a file: one JSON body per line, one per office, where the
-- string @I@ stands for the filing's number), BENCH_WRK_OUT (a file the figures are written to when the run is done).
-- A 201 whose body carries no case number counts as an error, as with the Node load generator.

local token = os.getenv('BENCH_WRK_TOKEN')
local nthreads = tonumber(os.getenv('BENCH_WRK_THREADS'))
local run = os.getenv('BENCH_WRK_RUN')
local bodies = {}
for line in io.lines(os.getenv('BENCH_WRK_BODIES')) do
  bodies[#bodies + 1] = line
end

local threads = {}
n = 0 -- globals: done() reads them from each thread (thread:get)
errors = 0

function setup(thread)
  thread:set('tid', #threads)
  table.insert(threads, thread)
end

local count = 0

function request()
  count = count + 1
  local k = count * nthreads + tid
  local body = string.gsub(bodies[(k % #bodies) + 1], '@I@', tostring(k))
  return wrk.format('POST', '/api/v1/complaints', {
    ['Content-Type'] = 'application/json',
    ['Authorization'] = 'Bearer ' .. token,
    ['Idempotency-Key'] = run .. '-' .. tid .. '-' .. count,
  }, body)
end

function response(status, headers, body)
  n = n + 1
  if status ~= 201 or not string.find(body, '"number":"CTR/', 1, true) then
    errors = errors + 1
  end
end

function done(summary, latency, requests)
  local all, bad = 0, 0
  for _, t in ipairs(threads) do
    all = all + t:get('n')
    bad = bad + t:get('errors')
  end
  local f = io.open(os.getenv('BENCH_WRK_OUT'), 'w')
  f:write(string.format(
    '{"requests":%d,"seconds":%f,"p50":%f,"p99":%f,"answered":%d,"errors":%d,"socketErrors":%d}\n',
    summary.requests,
    summary.duration / 1e6,
    latency:percentile(50) / 1000,
    latency:percentile(99) / 1000,
    all,
    bad + summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout
  ))
  f:close()
end
