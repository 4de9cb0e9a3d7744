// The Assam overlay: s.26 and s.26A as substituted and inserted by Assam Act XV of 2002, as dated parameters.

import type { LocalDate } from '../../lib/local-date.ts';
import type { ParamTable } from '../parameters.ts';

const ASSAM_FROM = '2002-11-18' as LocalDate;
const GAZETTE = 'Assam Act XV of 2002, Assam Gazette (Extraordinary), 18 Nov 2002, s.2 substituting s.26';

export const ASSAM_PARAMS: ParamTable = {
  'as.s26.first.fine-rupees': [
    {
      from: ASSAM_FROM,
      value: { min: 500, max: 1000 },
      status: 'enacted',
      basis: ['in-as.cta.s26.first'],
      source: `${GAZETTE}: "fine which shall not be less than five hundred rupees but which may extend to one thousand rupees"`,
    },
  ],
  'as.s26.first.default-imprisonment-max-months': [
    {
      from: ASSAM_FROM,
      value: 1,
      status: 'enacted',
      basis: ['in-as.cta.s26.first'],
      source: `${GAZETTE}: "in default of payment of fine, simple imprisonment for a term not exceeding one month for the first offence"`,
    },
  ],
  'as.s26.subsequent.fine-rupees': [
    {
      from: ASSAM_FROM,
      value: { min: 1000, max: 2000 },
      status: 'enacted',
      basis: ['in-as.cta.s26.subsequent'],
      source: `${GAZETTE}: "for the subsequent offences, fine not less than one thousand rupees but which may extend to two thousand rupees"`,
    },
  ],
  'as.s26.subsequent.imprisonment-max-months': [
    {
      from: ASSAM_FROM,
      value: 3,
      status: 'enacted',
      basis: ['in-as.cta.s26.subsequent'],
      source: `${GAZETTE}: "or to simple imprisonment for a term which may extend to three months"`,
    },
  ],
};
