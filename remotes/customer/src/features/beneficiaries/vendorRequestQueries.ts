import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AskVendorBody } from './beneficiarySource';
import { beneficiaryKeys } from './beneficiaryQueries';
import { useBeneficiarySource } from './BeneficiarySourceContext';

/** The open links' cache key, under the book's (so invalidating the book reads them again too). */
export const vendorRequestKeys = {
  open: ['customer', 'beneficiaries', 'vendor-requests'] as const,
};

/** D43: the business's open links asking vendors for their bank details, newest first. */
export function useVendorRequests() {
  const source = useBeneficiarySource();
  return useQuery({ queryKey: vendorRequestKeys.open, queryFn: () => source.vendorRequests() });
}

/** Creates a link; the open links are read again. */
export function useAskVendor() {
  const source = useBeneficiarySource();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AskVendorBody) => source.askVendor(body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: vendorRequestKeys.open }),
  });
}

/** Withdraws an open link; the open links are read again. */
export function useWithdrawVendorRequest() {
  const source = useBeneficiarySource();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => source.withdrawVendorRequest(id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: vendorRequestKeys.open }),
  });
}

/** Confirms what the vendor entered; the confirmed beneficiary replaces its cached copy and the lists are read again. */
export function useConfirmVendorDetails() {
  const source = useBeneficiarySource();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => source.confirmVendorDetails(id),
    onSuccess: (confirmed) => {
      queryClient.setQueryData(beneficiaryKeys.one(confirmed.id), confirmed);
      void queryClient.invalidateQueries({ queryKey: beneficiaryKeys.lists });
    },
  });
}
