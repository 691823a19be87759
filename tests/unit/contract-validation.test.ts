import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LoginSchema, RegisterSchema } from '#contract/auth';
import { MESSAGES } from '#contract/messages';
import { PASSWORD_RULES, PasswordSchema, passwordRuleResults } from '#contract/passwords';
import { issuesToFields } from '#contract/validation';

describe('password rules', () => {
  it('reports each hint separately as the user types', () => {
    expect(passwordRuleResults('')).toEqual({ length: false, case: false, number: false, special: false });
    expect(passwordRuleResults('abcdefgh')).toEqual({
      length: true,
      case: false,
      number: false,
      special: false,
    });
    expect(passwordRuleResults('Abcdefg1')).toEqual({
      length: true,
      case: true,
      number: true,
      special: false,
    });
    expect(passwordRuleResults('Abcdef1!')).toEqual({
      length: true,
      case: true,
      number: true,
      special: true,
    });
  });

  it('has the four hints with the product’s minimum length', () => {
    expect(PASSWORD_RULES.map((rule) => rule.label)).toEqual([
      'At least 8 characters',
      'At least 1 uppercase and 1 lowercase letter',
      'At least 1 number',
      'At least 1 special character',
    ]);
  });

  it('accepts a password only when every hint is met', () => {
    expect(v.is(PasswordSchema, 'Abcdef1!')).toBe(true);
    expect(v.is(PasswordSchema, 'Abcde1!')).toBe(false);
    expect(v.is(PasswordSchema, 'abcdef1!')).toBe(false);
  });
});

describe('issuesToFields', () => {
  it('maps missing keys to the product’s message and keeps the first message per field', () => {
    const result = v.safeParse(RegisterSchema, { email: 'bad', firstName: '' });
    expect(result.success).toBe(false);
    expect(issuesToFields(result.issues ?? [])).toEqual({
      email: MESSAGES.invalidEmail,
      password: MESSAGES.required,
      firstName: MESSAGES.cannotBeEmpty,
      lastName: MESSAGES.required,
    });
  });

  it('puts whole-input problems under _', () => {
    const result = v.safeParse(LoginSchema, 'not an object');
    expect(Object.keys(issuesToFields(result.issues ?? []))).toEqual(['_']);
  });

  it('normalises e-mails to lower case without spaces', () => {
    expect(v.parse(LoginSchema, { email: ' Jo@Example.COM ', password: 'x' }).email).toBe('jo@example.com');
  });
});
