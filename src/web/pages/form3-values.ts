// Form-III on the appellate authority's scrutiny page: each item's answer in the page's language, and the defects
// of the appeal (found at filing; intimated under Rule 7(6), outstanding or rectified), from the case's typed facts.

import type { CaseRecord } from '../../app/cases/read-case.ts';
import type { DefectView } from '../../app/cases/case-facts.ts';
import type { Form3Particulars } from '../../domain/appeal/state.ts';
import type { Lang, T } from '../i18n/index.ts';
import { both } from './office.tsx';

/** Defects found at filing and not yet intimated, and those intimated (outstanding or rectified), from the typed facts. */
export function defectsOf(r: CaseRecord): { found: DefectView[]; intimated: (DefectView & { rectified: boolean })[] } {
  const ds = r.facts.appeal?.defects ?? [];
  return {
    found: ds.filter((d) => d.status === 'found'),
    intimated: ds.filter((d) => d.status !== 'found').map((d) => ({ ...d, rectified: d.status === 'rectified' })),
  };
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;

export function valueAt(form: Form3Particulars, path: string, r: CaseRecord, lang: Lang, t: T): string {
  if (path === 'withinTimeAnswer')
    return form.withinTimeAnswer === undefined
      ? ''
      : form.withinTimeAnswer === 'YES'
        ? t('common.yes')
        : t('common.no');
  const [a, b] = path.split('.');
  const top = (form as unknown as Record<string, unknown>)[a!];
  const v =
    b === undefined ? top : top !== null && typeof top === 'object' ? (top as Record<string, unknown>)[b] : undefined;
  if (v === undefined || v === null || v === '') return '';
  if (typeof v === 'boolean') return v ? t('common.yes') : t('common.no');
  if (typeof v === 'string' && ISO.test(v)) return both(v, lang);
  if (Array.isArray(v)) return v.join('; ');
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if ('pending' in o)
      return `${o['pending'] ? t('common.yes') : t('common.no')}${o['details'] ? ` – ${String(o['details'])}` : ''}`;
    if ('made' in o)
      return o['made']
        ? `${t('common.yes')}${o['name'] ? ` – ${String(o['name'])}` : ''}${typeof o['signedOn'] === 'string' && ISO.test(o['signedOn']) ? `, ${both(o['signedOn'], lang)}` : ''}`
        : t('common.no');
    return JSON.stringify(o);
  }
  return String(v);
}
