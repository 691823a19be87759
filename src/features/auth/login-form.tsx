import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type Login, LoginSchema } from '#contract/auth';
import { login } from '../../api/auth.api';
import { userQueries } from '../../api/users.queries';
import { useRoadieForm } from '../../lib/use-roadie-form';
import { Button } from '../../ui/button';
import { CardHeading } from '../../ui/card-heading';
import { FormAlert } from '../../ui/form-alert';
import { PageTitle } from '../../ui/page-title';
import { TextField } from '../../ui/text-field';
import { TEXT_LINK_CLASSES } from '../../ui/text-link';

export function LoginForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { form, submit, showError } = useRoadieForm({
    schema: LoginSchema,
    defaultValues: { email: '', password: '' },
    onSubmit: (values: Login): void => signIn.mutate(values),
  });
  const { errors } = form.formState;

  const signIn = useMutation({
    mutationFn: login,
    onSuccess: async ({ user }) => {
      // Nothing cached for a previous user may leak into this session.
      queryClient.removeQueries();
      queryClient.setQueryData(userQueries.current().queryKey, user);
      await navigate({ to: '/dashboard' });
    },
    onError: (error) => showError(error),
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <PageTitle title="Sign in" />
      <CardHeading title="Sign in">Welcome back. Sign in to see your tours.</CardHeading>
      <FormAlert message={errors.root?.server?.message} />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="-mt-1 text-right text-sm">
        <Link to="/reset-password" className={TEXT_LINK_CLASSES}>
          Forgot your password?
        </Link>
      </div>
      <Button type="submit" isPending={signIn.isPending}>
        Sign in
      </Button>
      <p className="text-center text-sm text-slate-600 dark:text-slate-400">
        New to Roadie?{' '}
        <Link to="/register" className={TEXT_LINK_CLASSES}>
          Create an account
        </Link>
      </p>
    </form>
  );
}
