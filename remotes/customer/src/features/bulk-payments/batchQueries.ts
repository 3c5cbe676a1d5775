import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UploadProgress } from '@portal/auth';
import { useBatchSource } from './BatchSourceContext';

/** Under the area's 'customer' prefix (emptied on sign-out). */
export const batchKeys = {
  batch: (id: string) => ['customer', 'payment-batches', id] as const,
  /** The payment history and dashboard read the batch's payments too. */
  payments: ['customer', 'payments'] as const,
};

export function useBatch(id: string) {
  const source = useBatchSource();
  return useQuery({ queryKey: batchKeys.batch(id), queryFn: () => source.batch(id) });
}

export function useCheckBatch(onProgress: UploadProgress) {
  const source = useBatchSource();
  return useMutation({ mutationFn: (file: File) => source.check(file, onProgress) });
}

export function useCreateBatch(onProgress: UploadProgress) {
  const source = useBatchSource();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, quoteIds }: { file: File; quoteIds: readonly string[] }) =>
      source.create(file, quoteIds, onProgress),
    onSuccess: (batch) => {
      queryClient.setQueryData(batchKeys.batch(batch.id), batch);
      return queryClient.invalidateQueries({ queryKey: batchKeys.payments });
    },
  });
}
