// The money pages' words read by a code (a head, a purpose, a movement): the dictionary's, or the code itself.

import type { T } from '../../i18n/index.ts';
import { keyOr } from '../../i18n/index.ts';

export const word = (t: T, prefix: string, id: string): string => {
  const k = keyOr(prefix, id, 'off.err.refused');
  return k === 'off.err.refused' ? id : t(k);
};
