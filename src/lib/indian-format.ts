// Indian number conventions shared by every surface (documents, web): lakh/crore digit grouping and rupees.

/** Indian digit grouping: 125000 → "1,25,000". */
export function groupIndian(n: number): string {
  const s = String(Math.trunc(Math.abs(n)));
  if (s.length <= 3) return s;
  const last3 = s.slice(-3);
  const rest = s.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rest},${last3}`;
}

/** Integer paise → "₹1,25,000" (whole rupees) or "₹1,25,000.50". */
export function rupees(paise: number): string {
  if (!Number.isInteger(paise)) throw new RangeError(`money must be whole paise, got ${paise}`);
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const r = Math.floor(abs / 100);
  const p = abs % 100;
  return `${sign}₹${groupIndian(r)}${p === 0 ? '' : `.${String(p).padStart(2, '0')}`}`;
}
