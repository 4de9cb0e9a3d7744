// Rule 1(1): the name by which the Rules are cited in every notice, order and message.

import { ruling } from '../ruling.ts';
import type { Ruling } from '../ruling.ts';

export const RULES_SHORT_TITLE: Ruling<{ readonly en: string; readonly hi: string }> = ruling(
  { en: 'Cattle-trespass Rules, 2026', hi: 'पशु अतिचार नियम, 2026' },
  ['in.ctr2026.r1.1'],
);
