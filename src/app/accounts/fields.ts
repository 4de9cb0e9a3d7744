// Account fields: email addresses (lower-cased), Indian mobile numbers (+91 and ten digits from 6), names, languages.

import { isCleanLine } from '../../lib/person-input.ts';
import type { FieldProblem } from '../validation.ts';

/** Lower-cased and trimmed; the form in which emails are stored and looked up. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

// Deliberately simple: one @, no spaces, a dotted domain with a 2+ letter top level. The mailed code proves the rest.
const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/;

export function emailProblems(email: string, field = 'email'): FieldProblem[] {
  const e = normalizeEmail(email);
  if (e === '') return [{ field, message: 'Give your email address' }];
  if (e.length > 254) return [{ field, message: 'An email address has at most 254 characters' }];
  if (!EMAIL.test(e) || e.split('@')[0]!.length > 64)
    return [{ field, message: `"${email.trim()}" is not an email address; it should look like name@example.in` }];
  return [];
}

/**
 * An Indian mobile number in the stored form "+91XXXXXXXXXX", or undefined when it is not one. Spaces, hyphens and a
 * leading +91, 91 or 0 are accepted, so "+91 98765-43210", "098765 43210" and "9876543210" all give "+919876543210".
 */
export function normalizeIndianMobile(phone: string): string | undefined {
  const digits = phone.trim().replace(/[\s-]/g, '');
  const m = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(digits);
  return m ? `+91${m[1]}` : undefined;
}

export function phoneProblems(phone: string | undefined, field = 'phone'): FieldProblem[] {
  if (phone === undefined || phone.trim() === '') return [];
  return normalizeIndianMobile(phone)
    ? []
    : [
        {
          field,
          message: `"${phone.trim()}" is not an Indian mobile number; give 10 digits starting with 6, 7, 8 or 9, with or without +91`,
        },
      ];
}

export function nameProblems(name: string, field = 'name'): FieldProblem[] {
  const n = name.trim();
  if (n === '') return [{ field, message: 'Give your name' }];
  if (n.length > 200) return [{ field, message: 'A name has at most 200 characters' }];
  // One text rule for every surface (the API's Line, the web's forms): a name is one line, without control or
  // direction characters, wherever it is typed.
  if (!isCleanLine(n))
    return [
      {
        field,
        message: 'Write the name on one line, without line breaks, control characters or invisible direction marks',
      },
    ];
  return [];
}
