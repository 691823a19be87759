import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type * as v from 'valibot';
import { RequestResetPasswordSchema } from '#contract/auth';
import { requestPasswordReset } from '../../api/auth.api';
import { useRoadieForm } from '../../lib/use-roadie-form';
import { Button } from '../../ui/button';
import { CardHeading } from '../../ui/card-heading';
import { FormAlert } from '../../ui/form-alert';
import { PageTitle } from '../../ui/page-title';
import { TextField } from '../../ui/text-field';
import { TEXT_LINK_CLASSES } from '../../ui/text-link';

type RequestResetPassword = v.InferOutput<typeof RequestResetPasswordSchema>;

export function ResetPasswordForm() {
  const navigate = useNavigate();
  const { form, submit, showError } = useRoadieForm({
    schema: RequestResetPasswordSchema,
    defaultValues: { email: '' },
    onSubmit: (values: RequestResetPassword): void => requestReset.mutate(values),
  });
  const { errors } = form.formState;

  const requestReset = useMutation({
    mutationFn: ({ email }: RequestResetPassword) => requestPasswordReset(email),
    onSuccess: () => navigate({ to: '/reset-password/sent' }),
    onError: (error) => showError(error),
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <PageTitle title="Reset your password" />
      <CardHeading title="Reset your password">
        Enter the e-mail you signed up with and we will send you a link to choose a new password.
      </CardHeading>
      <FormAlert message={errors.root?.server?.message} />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" isPending={requestReset.isPending}>
        Send reset link
      </Button>
      <Link to="/login" className={`${TEXT_LINK_CLASSES} text-center text-sm`}>
        Back to sign in
      </Link>
    </form>
  );
}
