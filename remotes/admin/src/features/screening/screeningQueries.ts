import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys, useAdminDataSource } from '../../api';

/**
 * A reviewer's decision on a hold (D44): cleared, or rejected with the customer's reason. The
 * queue, the dashboard's status and the payment lists are read again after either.
 */
export function useScreeningDecision() {
  const source = useAdminDataSource();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, reason }: { paymentId: string; reason: string | null }) =>
      reason === null ? source.clearScreeningHold(paymentId) : source.rejectScreeningHold(paymentId, reason),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.screening });
      await queryClient.invalidateQueries({ queryKey: adminKeys.payments });
      await queryClient.invalidateQueries({ queryKey: adminKeys.dashboardStats });
    },
  });
}
