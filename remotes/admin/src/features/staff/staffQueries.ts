import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffInvitationBody, StaffRole } from '@portal/contracts';
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
  useStaffChange((source, body: StaffInvitationBody) => source.inviteStaff(body));

export const useChangeStaffRoleMutation = () =>
  useStaffChange((source, { id, role }: { id: string; role: StaffRole }) => source.changeStaffRole(id, role));

export const useRemoveStaffMutation = () => useStaffChange((source, id: string) => source.removeStaff(id));
