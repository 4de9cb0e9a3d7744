// A time of day as people type it (issue 30, point 4): "6:30", "06:30", "6.30", "0630" or "630" all mean 06:30. The
// stored form is "HH:MM" (24-hour, India time), which is what the domain checks. Undefined when it is not a time.

export function timeOfDay(raw: string): string | undefined {
  const s = raw.trim();
  const m = /^(\d{1,2})[:.](\d{2})$/.exec(s) ?? /^(\d{1,2})(\d{2})$/.exec(s);
  if (!m) return undefined;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return undefined;
  return `${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}`;
}
