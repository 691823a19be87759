import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { type CreateAdminUser, CreateAdminUserSchema } from '#contract/admin-users';
import { createAdminUser } from '../../api/admin-users.api';
import { adminAuditQueries, adminUserQueries } from '../../api/admin-users.queries';
import { useIsOnline } from '../../lib/use-is-online';
import { useRoadieForm } from '../../lib/use-roadie-form';
import { Button, buttonClasses } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox-field';
import { FormAlert } from '../../ui/form-alert';
import { NewPasswordField } from '../../ui/new-password-field';
import { OfflineNotice } from '../../ui/offline-notice';
import { PageTitle } from '../../ui/page-title';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';

const EMPTY: CreateAdminUser = {
  firstName: '',
  lastName: '',
  email: '',
  role: 'USER',
  sendInvitation: true,
  password: '',
};

const ROLE_CHOICES = [
  { value: 'USER', label: 'User' },
  { value: 'ADMIN', label: 'Admin (platform administrator)' },
];

/** A new account: with a password the admin sets, or invited by e-mail to choose one. */
export function AdminCreateUserScreen() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const isOnline = useIsOnline();
  const { form, submit, lostConnection } = useRoadieForm({
    schema: CreateAdminUserSchema,
    defaultValues: EMPTY,
    onSubmit: async (values) => {
      const user = await createAdminUser(values);
      await queryClient.invalidateQueries({ queryKey: adminUserQueries.all });
      await queryClient.invalidateQueries({ queryKey: adminAuditQueries.all });
      toast.success(values.sendInvitation ? `Invitation sent to ${user.email}` : `${user.email} created`);
      await navigate({ to: '/admin/users/$userId', params: { userId: user.id } });
    },
  });
  const { errors, isSubmitting } = form.formState;
  const invite = form.watch('sendInvitation');
  const password = form.watch('password') ?? '';

  return (
    <section className="flex max-w-xl flex-col gap-6">
      <PageTitle title="Create user" />
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Create user</h1>
      <form
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        {!isOnline || lostConnection ? <OfflineNotice action="Creating a user" /> : null}
        {lostConnection ? null : <FormAlert message={errors.root?.server?.message} />}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" error={errors.firstName?.message} {...form.register('firstName')} />
          <TextField label="Last name" error={errors.lastName?.message} {...form.register('lastName')} />
        </div>
        <TextField
          label="E-mail"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <SelectField
          label="Role"
          options={ROLE_CHOICES}
          error={errors.role?.message}
          {...form.register('role')}
        />
        <CheckboxField
          label="E-mail an invitation to choose their own password"
          {...form.register('sendInvitation')}
        />
        {invite ? null : (
          <NewPasswordField
            label="Password"
            error={errors.password?.message}
            password={password}
            {...form.register('password')}
          />
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link to="/admin/users" className={buttonClasses('secondary')}>
            Cancel
          </Link>
          <Button type="submit" isPending={isSubmitting} disabled={!isOnline}>
            Create user
          </Button>
        </div>
      </form>
    </section>
  );
}
