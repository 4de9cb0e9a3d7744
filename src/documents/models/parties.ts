// The parties as the documents of a complaint case name them (Form-I items 1 and 2): name and address with PIN.

import type { ComplaintParticulars } from '../../domain/adjudication/state.ts';

export interface Parties {
  readonly complainant: { readonly name: string; readonly address: string };
  readonly contravener: { readonly name: string; readonly address: string };
}

export const addr = (a: { text: string; pin?: string }): string => (a.pin ? `${a.text} - ${a.pin}` : a.text);

export function partiesOf(p: ComplaintParticulars): Parties {
  return {
    complainant: { name: p.complainant.name, address: addr(p.complainant.address) },
    contravener: { name: p.contravener.name, address: addr(p.contravener.address) },
  };
}
