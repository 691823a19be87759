import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import * as v from 'valibot';
import { requiredString } from '#contract/common';
import type { User } from '#contract/users';
import { updateCurrentUser } from '../../api/users.api';
import { userQueries } from '../../api/users.queries';
import { useRoadieForm } from '../../lib/use-roadie-form';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { TextField } from '../../ui/text-field';

// Both names are required on this form, though the API also accepts updating just one.
const NameFormSchema = v.object({ firstName: requiredString(100), lastName: requiredString(100) });
type NameForm = v.InferOutput<typeof NameFormSchema>;

export function ProfileForm({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const { form, submit, showError } = useRoadieForm({
    schema: NameFormSchema,
    defaultValues: { firstName: user.firstName, lastName: user.lastName },
    onSubmit: (values: NameForm): void => saveName.mutate(values),
  });
  const { errors, isDirty } = form.formState;

  const saveName = useMutation({
    mutationFn: updateCurrentUser,
    onSuccess: (updatedUser) => {
      queryClient.setQueryData(userQueries.current().queryKey, updatedUser);
      form.reset({ firstName: updatedUser.firstName, lastName: updatedUser.lastName });
      toast.success('Your profile was saved.');
    },
    onError: (error) => showError(error),
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormAlert message={errors.root?.server?.message} />
      <TextField label="E-mail" type="email" value={user.email} readOnly disabled />
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
      <div>
        <Button type="submit" isPending={saveName.isPending} disabled={!isDirty}>
          Save changes
        </Button>
      </div>
    </form>
  );
}
