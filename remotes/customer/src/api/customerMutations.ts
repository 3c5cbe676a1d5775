import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RequestError, sessionStore, type UploadProgress } from '@portal/auth';
import type { PaymentDetail } from '@portal/contracts/paymentAnswers';
import type { QuoteBody } from '@portal/contracts/paymentJourney';
import type { ProfileUpdate } from '@portal/contracts/profile';
import { useCustomerDataSource } from './CustomerDataSourceContext';
import type { DocumentSet, FundingReport, PaymentSubmission } from './customerDataSource';
import { customerKeys } from './customerQueries';

/**
 * Saves the profile. The answer is the profile as stored, so it replaces the cached
 * one; the checklist (profile completeness) is read again.
 */
export function useSaveProfileMutation() {
  const source = useCustomerDataSource();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => source.saveProfile(update),
    onSuccess: async (saved) => {
      queryClient.setQueryData(customerKeys.profile, saved);
      // The navbar greets the customer by the account's name, which this save changed.
      const current = sessionStore.getState().user;
      if (current && current.name !== saved.name) sessionStore.updateUser({ ...current, name: saved.name });
      await queryClient.invalidateQueries({ queryKey: customerKeys.onboarding });
    },
  });
}

/**
 * Uploads documents. After a success, or a conflict (a document was decided meanwhile),
 * the documents and the checklist are read again to show where things stand.
 * `onProgress` hears the share of the bytes sent while the upload runs.
 */
export function useSubmitDocumentsMutation(onProgress?: UploadProgress) {
  const source = useCustomerDataSource();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: customerKeys.documents }),
      queryClient.invalidateQueries({ queryKey: customerKeys.onboarding }),
    ]);
  return useMutation({
    mutationFn: (documents: DocumentSet) => source.submitDocuments(documents, onProgress),
    onSuccess: () => void refresh(),
    onError: (failure) => {
      if (failure instanceof RequestError && failure.status === 409) void refresh();
    },
  });
}

/**
 * Submits a payment request; the history and the quick stats count it. `onProgress`
 * hears the share of the bytes (with the invoice) sent.
 */
export function useSubmitPaymentMutation(onProgress?: UploadProgress) {
  const source = useCustomerDataSource();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: PaymentSubmission) => source.submitPaymentRequest(submission, onProgress),
    onSuccess: () =>
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKeys.payments }),
        queryClient.invalidateQueries({ queryKey: customerKeys.dashboard }),
      ]),
  });
}

/** A quote for the payment form; nothing cached changes. */
export function useCreateQuoteMutation() {
  const source = useCustomerDataSource();
  return useMutation({ mutationFn: (body: QuoteBody) => source.createQuote(body) });
}

/**
 * A move of one request (D29): its answer is the request as it now is, so it replaces
 * the cached one; the history (every filter) and the quick stats are read again.
 */
function useMoveMutation<Input>(id: string, move: (input: Input) => Promise<PaymentDetail>) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: customerKeys.payment(id) }),
      queryClient.invalidateQueries({ queryKey: customerKeys.payments }),
      queryClient.invalidateQueries({ queryKey: customerKeys.dashboard }),
    ]);
  return useMutation({
    mutationFn: move,
    onSuccess: (payment) => {
      queryClient.setQueryData(customerKeys.payment(id), payment);
      void refresh();
    },
    // A 409 says the request moved meanwhile (staff, the expiry job): show where it stands.
    onError: (failure) => {
      if (failure instanceof RequestError && failure.status === 409) void refresh();
    },
  });
}

/** "I have paid": the bank reference and an optional proof; `onProgress` hears the share of the bytes sent. */
export function useReportFundingMutation(id: string, onProgress?: UploadProgress) {
  const source = useCustomerDataSource();
  return useMoveMutation(id, (report: FundingReport) => source.reportFunding(id, report, onProgress));
}

/** Cancels the request, with an optional reason. */
export function useCancelPaymentMutation(id: string) {
  const source = useCustomerDataSource();
  return useMoveMutation(id, (reason: string | undefined) => source.cancelPayment(id, reason));
}

/** Approves another member's request that waits for the business's approval (D34). */
export function useApprovePaymentMutation(id: string) {
  const source = useCustomerDataSource();
  return useMoveMutation<void>(id, () => source.approvePayment(id));
}

/** Declines another member's request that waits for approval, with the reason. */
export function useDeclinePaymentMutation(id: string) {
  const source = useCustomerDataSource();
  return useMoveMutation(id, (reason: string) => source.declinePayment(id, reason));
}
