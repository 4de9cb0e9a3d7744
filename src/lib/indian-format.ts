// Indian number conventions shared by every surface (documents, web): lakh/crore digit grouping and rupees.
// Amounts are whole paise, given as a number (one amount a person typed, always below 2^53) or a bigint (a total, which
// may not be); both are formatted through bigint digits, so no total ever loses a paisa to floating point.

/** Indian digit grouping of the whole part: 125000 → "1,25,000"; a bigint keeps every digit. */
export function groupIndian(n: number | bigint): string {
  const whole = typeof n === 'bigint' ? n : BigInt(Math.trunc(n));
  const s = (whole < 0n ? -whole : whole).toString();
  if (s.length <= 3) return s;
  const last3 = s.slice(-3);
  const rest = s.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rest},${last3}`;
}

/** Whole paise as an exact integer; a number that is not a safe integer is refused (it is already inexact). */
export function paiseOf(paise: number | bigint): bigint {
  if (typeof paise === 'bigint') return paise;
  if (!Number.isSafeInteger(paise)) throw new RangeError(`money must be whole paise, got ${paise}`);
  return BigInt(paise);
}

/** Integer paise → "₹1,25,000" (whole rupees) or "₹1,25,000.50". */
export function rupees(paise: number | bigint): string {
  const p = paiseOf(paise);
  const sign = p < 0n ? '-' : '';
  const abs = p < 0n ? -p : p;
  const r = abs / 100n;
  const rest = abs % 100n;
  return `${sign}₹${groupIndian(r)}${rest === 0n ? '' : `.${rest.toString().padStart(2, '0')}`}`;
}

/** Integer paise → rupees with two decimals and no grouping, for files: -1234567 → "-12345.67". */
export function rupeesPlain(paise: number | bigint): string {
  const p = paiseOf(paise);
  const abs = p < 0n ? -p : p;
  return `${p < 0n ? '-' : ''}${(abs / 100n).toString()}.${(abs % 100n).toString().padStart(2, '0')}`;
}
