import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { errorMessage } from '../../api/api-error';
import { issueDealMemo } from '../../api/deal-memos.api';
import { dealMemoQueries } from '../../api/deal-memos.queries';
import { useIsOnline } from '../../lib/use-is-online';
import { Button } from '../../ui/button';

type Props = { teamId: string; memberId: string; wage: { id: string; tourName: string } };

/**
 * "Deal memo" on a wage row: issues a memo from that wage with the usual values (the team's next
 * number, the tour's name and dates, the member's position) and opens it, ready to print.
 */
export function IssueDealMemoButton({ teamId, memberId, wage }: Props) {
  const online = useIsOnline();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const issue = useMutation({
    mutationFn: () => issueDealMemo(teamId, memberId, { wageId: wage.id }),
    onSuccess: async (memo) => {
      queryClient.setQueryData(dealMemoQueries.detail(teamId, memberId, memo.id).queryKey, memo);
      await queryClient.invalidateQueries({ queryKey: dealMemoQueries.ofMember(teamId, memberId) });
      toast.success('Deal memo issued');
      await navigate({
        to: '/dashboard/teams/$teamId/members/$memberId/deal-memos/$memoId',
        params: { teamId, memberId, memoId: memo.id },
      });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <Button
      variant="ghost"
      className="min-h-9 px-2 py-1"
      isPending={issue.isPending}
      disabled={!online}
      title={online ? undefined : 'Needs a connection'}
      aria-label={`Issue a deal memo for ${wage.tourName}`}
      onClick={() => issue.mutate()}
    >
      Deal memo
    </Button>
  );
}
