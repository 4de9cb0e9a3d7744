// The strings of the Assamese and Bengali catalogues that are their own (not still shown in English): what the script
// lint and the review list read (issue 31).

import { as, PENDING_EN } from './as.ts';
import { bn } from './bn.ts';
import { en } from './en.ts';

const pending = (): ReadonlySet<string> => new Set(Object.keys(PENDING_EN));

/** The catalogue's translated strings, by key order. */
export function ownStrings(l: 'as' | 'bn'): string[] {
  const cat = l === 'as' ? as : bn;
  const skip = pending();
  return (Object.keys(en) as (keyof typeof en)[])
    .filter((k) => !skip.has(k) && k !== 'lang.switch' && k !== 'lang.switchLabel')
    .map((k) => cat[k]);
}
