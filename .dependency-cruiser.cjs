// Layer rules (ARCHITECTURE.md): each layer imports only the layers below it. CI fails on any violation.
// Tests (*.test.ts) may reach across layers to set up what they check.
const TESTS = '\\.test\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'lib-is-leaf',
      severity: 'error',
      comment: 'src/lib imports nothing of ours',
      from: { path: '^src/lib/', pathNot: TESTS },
      to: { path: '^src/(?!lib/)' },
    },
    {
      name: 'rules-only-lib',
      severity: 'error',
      comment: 'src/rules may import src/lib only',
      from: { path: '^src/rules/', pathNot: TESTS },
      to: { path: '^src/(?!lib/|rules/)' },
    },
    {
      name: 'domain-only-lib-rules',
      severity: 'error',
      comment: 'src/domain may import src/lib and src/rules only',
      from: { path: '^src/domain/', pathNot: TESTS },
      to: { path: '^src/(?!lib/|rules/|domain/)' },
    },
    {
      name: 'domain-areas-independent',
      severity: 'error',
      comment: 'domain areas meet through shared modules (common, service), not each other',
      from: { path: '^src/domain/(adjudication|appeal|assam|fund)/', pathNot: TESTS },
      to: { path: '^src/domain/(adjudication|appeal|assam|fund)/', pathNot: '^src/domain/$1/' },
    },
    {
      name: 'domain-money-only-fund',
      severity: 'error',
      comment:
        'the money book (issue 7) is the ledger of the Rule 8 fund: it may use domain/fund guards, and no other area',
      from: { path: '^src/domain/money/', pathNot: TESTS },
      to: { path: '^src/domain/(adjudication|appeal|assam|service)/' },
    },
    {
      name: 'app-no-surfaces',
      severity: 'error',
      comment:
        "src/app never imports server, web, cli, jobs, documents or db (except: the messages announcing an Assam office's documents use those documents' own regional words and formats, documents/format.ts and templates/regional.ts, so an SMS and the notice it announces say the same)",
      from: { path: '^src/app/', pathNot: TESTS },
      to: {
        path: '^src/(server|web|cli|jobs|documents|db)/',
        pathNot: '^src/documents/(format|templates/regional)\\.ts$',
      },
    },
    {
      name: 'db-not-surfaces',
      severity: 'error',
      comment: 'src/db never imports server, web, cli, jobs or documents',
      from: { path: '^src/db/', pathNot: TESTS },
      to: { path: '^src/(server|web|cli|jobs|documents)/' },
    },
    {
      name: 'surfaces-not-db-or-domain',
      severity: 'error',
      comment:
        'server, web, cli, jobs and documents go through app (and compose.ts), never db or domain directly (type-only imports of domain types are allowed, to check contracts against commands)',
      from: { path: '^src/(server|web|cli|jobs|documents)/', pathNot: TESTS },
      to: { path: '^src/(db|domain)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'contract-only-lib',
      severity: 'error',
      comment:
        "src/contract may import src/lib only (and the list of the Act's section numbers, rules/act-sections.ts, which a speaking order's findings name)",
      from: { path: '^src/contract/', pathNot: TESTS },
      to: { path: '^src/(?!lib/|contract/|rules/act-sections\\.ts$)' },
    },
    {
      name: 'db-drivers-only-in-db',
      severity: 'error',
      comment: 'database drivers are imported only in src/db',
      from: { pathNot: '^(src/db/|test/)' },
      to: { path: 'node_modules/(pg|@electric-sql/pglite|kysely)/' },
    },
    {
      name: 'http-only-in-server-web',
      severity: 'error',
      comment:
        'the HTTP framework is imported only in src/server and src/web (and the Node adapter by `ctp start`, which listens)',
      from: { pathNot: '^src/(server|web)/|^src/cli/commands/start\\.ts$' },
      to: { path: 'node_modules/(hono|@hono)/' },
    },
    {
      name: 'start-only-node-adapter',
      severity: 'error',
      comment: '`ctp start` imports only the Node adapter of the HTTP framework; routes live in src/server',
      from: { path: '^src/cli/commands/start\\.ts$' },
      to: { path: 'node_modules/(hono/|@hono/(?!node-server/))' },
    },
    {
      name: 'compose-only-from-entry',
      severity: 'error',
      comment: 'compose.ts (and its parts in compose/) is imported only by entry points',
      from: { pathNot: '^src/(cli/|server/main|jobs/worker|compose)|\\.test\\.ts$|^test/|^bench/' },
      to: { path: '^src/compose(\\.ts$|/)' },
    },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'tests-not-imported',
      severity: 'error',
      comment: 'production code never imports a test file',
      from: { pathNot: '\\.test\\.ts$' },
      to: { path: '\\.test\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.js'],
    },
  },
};
