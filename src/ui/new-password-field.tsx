import type { ComponentProps } from 'react';
import { PasswordHints } from './password-hints';
import { TextField } from './text-field';

type NewPasswordFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'type' | 'autoComplete' | 'description'
> & {
  /** The field's current value (the form's watch), which the hints tick off as it is typed. */
  password: string;
};

/** A password being chosen (sign-up, reset, change, an admin's new user): the field and its live hints. */
export function NewPasswordField({ password, ...fieldProps }: NewPasswordFieldProps) {
  return (
    <TextField
      type="password"
      autoComplete="new-password"
      description={<PasswordHints password={password} />}
      {...fieldProps}
    />
  );
}
