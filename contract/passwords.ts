import * as v from 'valibot';
import { noControlCharacters } from './common';
import { PASSWORD_MIN_LENGTH } from './limits';
import { MESSAGES } from './messages';

/** The password hints, shown live in the forms and enforced by the same schema. */
export const PASSWORD_RULES = [
  {
    id: 'length',
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    pattern: new RegExp(`^.{${PASSWORD_MIN_LENGTH},}$`, 's'),
  },
  { id: 'case', label: 'At least 1 uppercase and 1 lowercase letter', pattern: /^(?=.*[A-Z])(?=.*[a-z])/s },
  { id: 'number', label: 'At least 1 number', pattern: /\d/ },
  { id: 'special', label: 'At least 1 special character', pattern: /[^A-Za-z0-9]/ },
] as const;

export type PasswordRuleId = (typeof PASSWORD_RULES)[number]['id'];

export function passwordRuleResults(password: string): Record<PasswordRuleId, boolean> {
  const results = {} as Record<PasswordRuleId, boolean>;
  for (const rule of PASSWORD_RULES) results[rule.id] = rule.pattern.test(password);
  return results;
}

export const PasswordSchema = v.pipe(
  v.string(MESSAGES.required),
  v.nonEmpty(MESSAGES.required),
  v.maxLength(200, 'Password must be at most 200 characters'),
  noControlCharacters(),
  v.regex(PASSWORD_RULES[0].pattern, `Password needs ${PASSWORD_RULES[0].label.toLowerCase()}`),
  v.regex(PASSWORD_RULES[1].pattern, `Password needs ${PASSWORD_RULES[1].label.toLowerCase()}`),
  v.regex(PASSWORD_RULES[2].pattern, `Password needs ${PASSWORD_RULES[2].label.toLowerCase()}`),
  v.regex(PASSWORD_RULES[3].pattern, `Password needs ${PASSWORD_RULES[3].label.toLowerCase()}`),
);
