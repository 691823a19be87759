import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { InviteTeamMemberSchema } from '#contract/teams';
import { inviteTeamMember } from '../../api/teams.api';
import { teamQueries } from '../../api/teams.queries';
import { useIsOnline } from '../../lib/use-is-online';
import { useRoadieForm } from '../../lib/use-roadie-form';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';

const ROLE_OPTIONS = [
  { value: 'MEMBER', label: 'Member' },
  { value: 'ADMIN', label: 'Admin (manages the team and wages)' },
];

/** Invite by e-mail: people with an account answer on their dashboard, others after signing up. */
export function InviteMemberForm({ teamId }: { teamId: string }) {
  const queryClient = useQueryClient();
  const isOnline = useIsOnline();
  const { form, submit } = useRoadieForm({
    schema: InviteTeamMemberSchema,
    defaultValues: { email: '', position: '', role: 'MEMBER' },
    onSubmit: async (values) => {
      const member = await inviteTeamMember(teamId, values);
      await queryClient.invalidateQueries({ queryKey: teamQueries.ofTeam(teamId) });
      toast.success(`Invitation sent to ${member.email}`);
      form.reset();
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={submit} aria-label="Invite a member" className="flex flex-col gap-3">
      <FormAlert message={errors.root?.server?.message} />
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label="E-mail"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Position (optional)"
          error={errors.position?.message}
          {...form.register('position')}
        />
        <SelectField
          label="Role"
          options={ROLE_OPTIONS}
          error={errors.role?.message}
          {...form.register('role')}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" isPending={isSubmitting} disabled={!isOnline}>
          Invite
        </Button>
      </div>
    </form>
  );
}
