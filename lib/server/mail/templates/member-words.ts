import { plainTextProblem } from '@/lib/schemas/fields';

const LINE_BREAKS = /[\p{Cc}\u2028\u2029]+/gu;
const SUBJECT_NAME_MAX = 40;

/**
 * Text a member wrote (a name, a university), shown in a guardian's email as hers: in quotation
 * marks and on one line, never as a sentence of ours.
 */
export function quoted(text: string): string {
  return `“${text.replace(LINE_BREAKS, ' ').trim()}”`;
}

/**
 * A first name fit for a subject line, where it cannot be quoted visibly: a short, plain name
 * (no link, address or line break, as the profile schemas require since) or, for anything
 * else saved earlier, no name at all.
 */
export function subjectName(firstName: string, fallback: string): string {
  const name = firstName.trim();
  return name !== '' && name.length <= SUBJECT_NAME_MAX && !plainTextProblem(name) ? name : fallback;
}
