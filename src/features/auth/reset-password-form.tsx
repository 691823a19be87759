import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { RequestResetPasswordSchema } from '#contract/auth';
import { requestPasswordReset } from '../../api/auth.api';
import { showRequestError } from '../../api/form-errors';
import { useDirtyFormGuard } from '../../lib/dirty-forms';
import { Button } from '../../ui/button';
import { CardHeading } from '../../ui/card-heading';
import { FormAlert } from '../../ui/form-alert';
import { PageTitle } from '../../ui/page-title';
import { TextField } from '../../ui/text-field';
import { TEXT_LINK_CLASSES } from '../../ui/text-link';

type RequestResetPassword = v.InferOutput<typeof RequestResetPasswordSchema>;

export function ResetPasswordForm() {
  const navigate = useNavigate();
  const form = useForm<RequestResetPassword>({
    resolver: valibotResolver(RequestResetPasswordSchema),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;
  useDirtyFormGuard(form.formState.isDirty);

  const requestReset = useMutation({
    mutationFn: ({ email }: RequestResetPassword) => requestPasswordReset(email),
    onSuccess: () => navigate({ to: '/reset-password/sent' }),
    onError: (error) => showRequestError(error, form.setError, ['email']),
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => requestReset.mutate(values))}
      className="flex flex-col gap-4"
    >
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
