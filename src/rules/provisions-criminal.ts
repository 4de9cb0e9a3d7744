// The general criminal law the Assam s.26 track relies on (issue 13, point 12): the term of simple imprisonment in
// default of a fine (IPC ss.64-65, and from 1 July 2024 BNS s.8), the period of limitation for taking cognizance by the
// punishment (CrPC s.468 for cognizance before 1 July 2024, BNSS s.514 from then) and when that period starts (CrPC
// s.469, BNSS s.515). We hold none of these texts: law/in/general-criminal-law.md summarises what the portal uses, with
// act-notes.md's markings ([V] verified in a cited secondary source, [M] memory). Spread into the registry by
// src/rules/provisions.ts.

import type { LocalDate } from '../lib/local-date.ts';

const LAW_FILE = 'law/in/general-criminal-law.md';

export const CRIMINAL_INSTRUMENTS = {
  'in.ipc1860': {
    id: 'in.ipc1860',
    title: 'Indian Penal Code, 1860',
    titleHi: 'भारतीय दंड संहिता, 1860',
    citation: 'Act 45 of 1860 (repealed by the Bharatiya Nyaya Sanhita, 2023, from 1 July 2024)',
    inForceFrom: '1862-01-01' as LocalDate,
    lawFile: LAW_FILE,
    source: 'referred',
  },
  'in.bns2023': {
    id: 'in.bns2023',
    title: 'Bharatiya Nyaya Sanhita, 2023',
    titleHi: 'भारतीय न्याय संहिता, 2023',
    citation: 'Act 45 of 2023',
    inForceFrom: '2024-07-01' as LocalDate,
    lawFile: LAW_FILE,
    source: 'referred',
  },
  'in.crpc1973': {
    id: 'in.crpc1973',
    title: 'Code of Criminal Procedure, 1973',
    titleHi: 'दंड प्रक्रिया संहिता, 1973',
    citation: 'Act 2 of 1974 (repealed by the Bharatiya Nagarik Suraksha Sanhita, 2023, from 1 July 2024)',
    inForceFrom: '1974-04-01' as LocalDate,
    lawFile: LAW_FILE,
    source: 'referred',
  },
  'in.bnss2023': {
    id: 'in.bnss2023',
    title: 'Bharatiya Nagarik Suraksha Sanhita, 2023',
    titleHi: 'भारतीय नागरिक सुरक्षा संहिता, 2023',
    citation: 'Act 46 of 2023',
    inForceFrom: '2024-07-01' as LocalDate,
    lawFile: LAW_FILE,
    source: 'referred',
  },
} as const;

export type CriminalInstrumentId = keyof typeof CRIMINAL_INSTRUMENTS;

/** The sections, in the registry's ProvisionSpec shape; labels name the code so a basis list reads on its own. */
export const CRIMINAL_SPECS = {
  'in.ipc1860.s64': {
    label: 'Section 64 (IPC)',
    labelHi: 'धारा 64 (भा.दं.सं.)',
    title: 'Sentence of imprisonment for non-payment of fine',
    instrument: 'in.ipc1860',
    inForceTo: '2024-06-30' as LocalDate,
  },
  'in.ipc1860.s65': {
    label: 'Section 65 (IPC)',
    labelHi: 'धारा 65 (भा.दं.सं.)',
    title: 'Limit to imprisonment for non-payment of fine, when imprisonment and fine awardable',
    instrument: 'in.ipc1860',
    inForceTo: '2024-06-30' as LocalDate,
  },
  'in.crpc1973.s468': {
    label: 'Section 468 (CrPC)',
    labelHi: 'धारा 468 (दं.प्र.सं.)',
    title: 'Bar to taking cognizance after lapse of the period of limitation',
    instrument: 'in.crpc1973',
    inForceTo: '2024-06-30' as LocalDate,
  },
  'in.crpc1973.s469': {
    label: 'Section 469 (CrPC)',
    labelHi: 'धारा 469 (दं.प्र.सं.)',
    title: 'Commencement of the period of limitation',
    instrument: 'in.crpc1973',
    inForceTo: '2024-06-30' as LocalDate,
  },
  'in.bns2023.s8': {
    label: 'Section 8 (BNS)',
    labelHi: 'धारा 8 (भा.न्या.सं.)',
    title: 'Amount of fine; imprisonment for non-payment of fine',
    instrument: 'in.bns2023',
  },
  'in.bnss2023.s514': {
    label: 'Section 514 (BNSS)',
    labelHi: 'धारा 514 (भा.ना.सु.सं.)',
    title: 'Bar to taking cognizance after the period of limitation, by the punishment',
    instrument: 'in.bnss2023',
  },
  'in.bnss2023.s515': {
    label: 'Section 515 (BNSS)',
    labelHi: 'धारा 515 (भा.ना.सु.सं.)',
    title: 'Commencement of the period of limitation',
    instrument: 'in.bnss2023',
  },
} as const;
