// The API's schemas for parties without an account and for claiming a case served on paper (issue 15).

import { z } from 'zod';
import { Line, PhoneNumber, Text } from './common.ts';

export const PaperPartyBody = z.object({
  role: z.enum(['respondent', 'complainant', 'appellant', 'appeal-respondent']).meta({ description: 'Respondent or complainant in a complaint case; appellant or appeal-respondent in an appeal.' }),
  name: Line(200, 1),
  address: Text(1000, 1).meta({ description: 'Where notices are served (Rule 4(5)).' }),
  phone: PhoneNumber.optional().meta({ description: 'An Indian mobile number; messages about the case go to it by SMS.' }),
  lang: z.enum(['en', 'hi']).meta({ description: 'The language of the documents printed for this party.' }),
}).strict();

export const PaperPartySchema = z.object({
  id: z.string(),
  role: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  lang: z.enum(['en', 'hi']),
  claimed: z.boolean(),
  toServe: z.array(z.object({ template: z.string(), issuedOn: z.string(), documentIds: z.array(z.string()) })),
}).meta({ id: 'PaperParty' });

export const BundleBody = z.object({
  documentId: z.string().uuid().optional().meta({ description: 'One document to serve; every document to be served on the party when absent.' }),
}).strict();

export const ClaimBody = z.object({
  caseNumber: Line(60, 1).meta({ example: 'CTR/AGRS/2026/12' }),
  code: Line(30, 1).meta({ description: 'The twelve digits printed on the covering sheet of the notice.' }),
}).strict();

export const ClaimResultSchema = z.object({ caseId: z.string(), number: z.string(), role: z.string() }).meta({ id: 'ClaimResult' });
