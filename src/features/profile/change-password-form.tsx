import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { type UpdatePassword, UpdatePasswordSchema } from '#contract/users';
import { updatePassword } from '../../api/users.api';
import { useRoadieForm } from '../../lib/use-roadie-form';
import { Button, buttonClasses } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { NewPasswordField } from '../../ui/new-password-field';
import { PageTitle } from '../../ui/page-title';
import { TextField } from '../../ui/text-field';

export function ChangePasswordForm() {
  const navigate = useNavigate();
  const { form, submit, showError } = useRoadieForm({
    schema: UpdatePasswordSchema,
    defaultValues: { currentPassword: '', newPassword: '' },
    onSubmit: (values: UpdatePassword): void => changePassword.mutate(values),
  });
  const { errors } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });

  const changePassword = useMutation({
    // updatePassword stores the new token pair: the server revoked the old ones.
    mutationFn: updatePassword,
    onSuccess: async () => {
      toast.success('Your password was changed.');
      await navigate({ to: '/dashboard/profile' });
    },
    onError: (error) => showError(error),
  });

  return (
    <section className="mx-auto flex max-w-xl flex-col gap-6">
      <PageTitle title="Change password" />
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Change password</h1>
      <form
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <FormAlert message={errors.root?.server?.message} />
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <NewPasswordField
          label="New password"
          error={errors.newPassword?.message}
          password={newPassword}
          {...form.register('newPassword')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link to="/dashboard/profile" className={buttonClasses('secondary')}>
            Cancel
          </Link>
          <Button type="submit" isPending={changePassword.isPending}>
            Change password
          </Button>
        </div>
      </form>
    </section>
  );
}
