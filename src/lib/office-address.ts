// An office's name and address in the language of the page or document that prints them. Hindi prints the Hindi
// forms the administrator entered with the office; where the Hindi address was not entered it prints the English one
// as entered (never a machine translation), and the administrator's page shows it as missing.

export interface OfficeWords {
  readonly name: string;
  readonly nameHi: string;
  readonly address: string;
  readonly addressHi?: string | undefined;
}

/** Whether the office's Hindi address is still to be entered (Hindi pages then print the English one). */
export const hindiAddressMissing = (o: OfficeWords): boolean =>
  o.address.trim() !== '' && (o.addressHi ?? '').trim() === '';

export function officeNameIn(o: OfficeWords, lang: string): string {
  return lang === 'hi' && o.nameHi.trim() !== '' ? o.nameHi : o.name;
}

export function officeAddressIn(o: OfficeWords, lang: string): string {
  return lang === 'hi' && (o.addressHi ?? '').trim() !== '' ? o.addressHi! : o.address;
}

/** "name, address" in the language, the address left out when none was entered. */
export function officePlaceIn(o: OfficeWords, lang: string): string {
  return [officeNameIn(o, lang), officeAddressIn(o, lang)].filter((x) => x.trim() !== '').join(', ');
}
