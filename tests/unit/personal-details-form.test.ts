import { valibotResolver } from '@hookform/resolvers/valibot';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  type PersonalDetailsFormInput,
  personalDetailsFormSchema,
} from '../../src/features/profile/personal-details-form-schema';

// A profile saved before today's rules: its phone number no longer passes the check.
const stored: PersonalDetailsFormInput = {
  completeLegalName: 'Jules Maria Roadie',
  preferredName: '',
  birthDate: '',
  birthCity: '',
  birthCountryId: '',
  gender: '',
  phoneNumber: 'call the office',
  dietaryInformation: '',
  educationalInformation: '',
  measurements: '',
  addressId: '',
};

const options: ResolverOptions<PersonalDetailsFormInput> = { fields: {}, shouldUseNativeValidation: false };
const check = (groups: Parameters<typeof personalDetailsFormSchema>[0], values: PersonalDetailsFormInput) =>
  valibotResolver(personalDetailsFormSchema(groups))(values, undefined, options);

describe('the personal details form, one onboarding step at a time', () => {
  it('saves a step whose own fields pass, whatever a field of another step holds', async () => {
    const result = await check(['names'], stored);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ completeLegalName: 'Jules Maria Roadie', phoneNumber: null });
  });

  it('still refuses the step that shows the field, with its message on that field', async () => {
    const result = await check(['contact'], stored);
    expect(Object.keys(result.errors)).toEqual(['phoneNumber']);
    expect(result.errors.phoneNumber?.message).toBe('Invalid phone number');
  });

  it('checks every field on the whole page', async () => {
    const result = await check(['names', 'birth', 'contact', 'about'], {
      ...stored,
      birthDate: '1992-02-30',
    });
    expect(Object.keys(result.errors).sort()).toEqual(['birthDate', 'phoneNumber']);
  });
});
