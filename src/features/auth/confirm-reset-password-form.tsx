import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import * as v from 'valibot';
import { MESSAGES } from '#contract/messages';
import { PasswordSchema } from '#contract/passwords';
import { clearAuth } from '../../api/auth-storage';
import { resetPassword } from '../../api/users.api';
import { useRoadieForm } from '../../lib/use-roadie-form';
import { Button } from '../../ui/button';
import { CardHeading } from '../../ui/card-heading';
import { FormAlert } from '../../ui/form-alert';
import { NewPasswordField } from '../../ui/new-password-field';
import { PageTitle } from '../../ui/page-title';
import { TextField } from '../../ui/text-field';
import { TEXT_LINK_CLASSES } from '../../ui/text-link';

const NewPasswordFormSchema = v.pipe(
  v.object({ password: PasswordSchema, confirmPassword: v.string() }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      MESSAGES.passwordsDoNotMatch,
    ),
    ['confirmPassword'],
  ),
);
type NewPasswordForm = v.InferOutput<typeof NewPasswordFormSchema>;

export function ConfirmResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { form, submit, showError } = useRoadieForm({
    schema: NewPasswordFormSchema,
    defaultValues: { password: '', confirmPassword: '' },
    onSubmit: (values: NewPasswordForm): void => saveNewPassword.mutate(values),
    fields: ['password'],
  });
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });

  const saveNewPassword = useMutation({
    mutationFn: (values: NewPasswordForm) => resetPassword(token, values.password),
    onSuccess: async () => {
      // This screen is open to signed-in users too; a reset ends their sessions, so start clean.
      clearAuth();
      queryClient.removeQueries();
      toast.success('Your password was changed. Sign in with the new one.');
      await navigate({ to: '/login' });
    },
    onError: (error) => showError(error),
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <PageTitle title="Choose a new password" />
      <CardHeading title="Choose a new password" />
      <FormAlert message={token === '' ? MESSAGES.linkInvalid : errors.root?.server?.message} />
      <NewPasswordField
        label="New password"
        error={errors.password?.message}
        password={password}
        {...form.register('password')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" isPending={saveNewPassword.isPending} disabled={token === ''}>
        Save new password
      </Button>
      <Link to="/reset-password" className={`${TEXT_LINK_CLASSES} text-center text-sm`}>
        Request a new link
      </Link>
    </form>
  );
}
