import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { MSG_PASSWORD, MSG_PASSWORD_FEEDBACK } from './messages/password';

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordStrength {
  ok: boolean;
  score: PasswordScore;
  /** Why it is refused, in plain words; absent when it is accepted. */
  message?: string;
}

/** zxcvbn's 3: "safely unguessable" for an online attack with throttling, which login has. */
export const MIN_PASSWORD_SCORE = 3;

/**
 * Only the common-password and common-phrase lists: they are what attackers try first, and the
 * English name and word lists would add about 600 kB (gzipped) to what the browser loads.
 */
let factory: ZxcvbnFactory | undefined;
const zxcvbn = () =>
  (factory ??= new ZxcvbnFactory({ dictionary: commonDictionary, graphs: adjacencyGraphs, translations: MSG_PASSWORD_FEEDBACK }));

/**
 * The one password-strength rule, for the server and for forms while the member types. Pass the
 * member's own details (name, email) as `userInputs`: a password built from them is refused.
 * The browser should load this module with `import()`: its dictionaries are about 230 kB gzipped.
 */
export function checkPasswordStrength(password: string, userInputs: string[] = []): PasswordStrength {
  // An email or full name counts whole and by its parts ("yusuf.rahman@x" also as "yusuf.rahman", "yusuf", "rahman").
  const inputs = userInputs
    .flatMap((input) => [input, input.split('@')[0], ...input.split(/[^\p{L}\p{N}]+/u)]).filter((input) => input.length >= 3);
  const result = zxcvbn().check(password, [...new Set(inputs)]);
  const score = result.score as PasswordScore;
  if (score >= MIN_PASSWORD_SCORE) return { ok: true, score };
  const personal = result.sequence.some((match) => match.pattern === 'dictionary' && match.dictionaryName === 'userInputs');
  const why = personal ? MSG_PASSWORD_FEEDBACK.warnings.userInputs : result.feedback.warning;
  const hint = result.feedback.suggestions[0] ?? MSG_PASSWORD.passwordTooWeakHint;
  return { ok: false, score, message: [MSG_PASSWORD.passwordTooWeak, why, hint].filter(Boolean).join(' ') };
}
