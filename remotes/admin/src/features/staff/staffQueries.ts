import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffRole } from '@portal/contracts/roles';
import type { StaffInvitationBody } from '@portal/contracts/staff';
import type { StepUp, StepUpBody } from '@portal/contracts/stepUp';
import { adminKeys, useAdminDataSource, type AdminDataSource } from '../../api';

export const readStaff = (source: AdminDataSource) => source.getStaff();

/**
 * A change to the staff: the page shows the whole list (a role change may leave one
 * superadmin, an invitation joins the waiting ones), so it is read again after each.
 */
function useStaffChange<Input, Output>(change: (source: AdminDataSource, input: Input) => Promise<Output>) {
  const source = useAdminDataSource();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => change(source, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.staff }),
  });
}

export const useInviteStaffMutation = () =>
  useStaffChange((source, body: StaffInvitationBody & StepUpBody) => source.inviteStaff(body));

export const useChangeStaffRoleMutation = () =>
  useStaffChange((source, change: { id: string; role: StaffRole; stepUp: StepUp }) =>
    source.changeStaffRole(change.id, change.role, change.stepUp),
  );

export const useRemoveStaffMutation = () =>
  useStaffChange((source, removal: { id: string; stepUp: StepUp }) =>
    source.removeStaff(removal.id, removal.stepUp),
  );
