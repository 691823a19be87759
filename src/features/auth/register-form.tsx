import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useWatch } from 'react-hook-form';
import { type Register, RegisterSchema } from '#contract/auth';
import { register as registerAccount } from '../../api/auth.api';
import { useRoadieForm } from '../../lib/use-roadie-form';
import { Button } from '../../ui/button';
import { CardHeading } from '../../ui/card-heading';
import { FormAlert } from '../../ui/form-alert';
import { NewPasswordField } from '../../ui/new-password-field';
import { PageTitle } from '../../ui/page-title';
import { TextField } from '../../ui/text-field';
import { TEXT_LINK_CLASSES } from '../../ui/text-link';

export function RegisterForm() {
  const navigate = useNavigate();
  const { form, submit, showError } = useRoadieForm({
    schema: RegisterSchema,
    defaultValues: { email: '', firstName: '', lastName: '', password: '' },
    onSubmit: (values: Register): void => createAccount.mutate(values),
  });
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });

  const createAccount = useMutation({
    mutationFn: registerAccount,
    onSuccess: ({ email }) => navigate({ to: '/register-confirm', search: { email } }),
    onError: (error) => showError(error),
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <PageTitle title="Create an account" />
      <CardHeading title="Create an account">Plan, share and run your tours with your crew.</CardHeading>
      <FormAlert message={errors.root?.server?.message} />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <NewPasswordField
        label="Password"
        error={errors.password?.message}
        password={password}
        {...form.register('password')}
      />
      <Button type="submit" isPending={createAccount.isPending}>
        Create account
      </Button>
      <p className="text-center text-sm text-slate-600 dark:text-slate-400">
        Already have an account?{' '}
        <Link to="/login" className={TEXT_LINK_CLASSES}>
          Sign in
        </Link>
      </p>
    </form>
  );
}
