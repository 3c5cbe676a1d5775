import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BusinessRole } from '@portal/contracts/roles';
import type { ApprovalPolicyBody, InvitationBody } from '@portal/contracts/teams';
import { useCustomerDataSource } from './CustomerDataSourceContext';
import { customerKeys } from './customerQueries';

/** The business's members, pending invitations and approval policy (`GET /api/team`). */
export function useTeamQuery() {
  const source = useCustomerDataSource();
  return useQuery({ queryKey: customerKeys.team, queryFn: () => source.getTeam() });
}

/**
 * A change to the team: each answers one record, but the page shows the whole team (an
 * invitation's resend moves its dates, a removal may leave one owner), so it is read again.
 */
function useTeamChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerKeys.team }),
  });
}

export function useInviteMemberMutation() {
  const source = useCustomerDataSource();
  return useTeamChange((body: InvitationBody) => source.inviteMember(body));
}

export function useResendInvitationMutation() {
  const source = useCustomerDataSource();
  return useTeamChange((id: string) => source.resendInvitation(id));
}

export function useWithdrawInvitationMutation() {
  const source = useCustomerDataSource();
  return useTeamChange((id: string) => source.withdrawInvitation(id));
}

export function useChangeMemberRoleMutation() {
  const source = useCustomerDataSource();
  return useTeamChange(({ id, role }: { id: string; role: BusinessRole }) =>
    source.changeMemberRole(id, role),
  );
}

export function useRemoveMemberMutation() {
  const source = useCustomerDataSource();
  return useTeamChange((id: string) => source.removeMember(id));
}

export function useSaveApprovalPolicyMutation() {
  const source = useCustomerDataSource();
  return useTeamChange((body: ApprovalPolicyBody) => source.saveApprovalPolicy(body));
}
