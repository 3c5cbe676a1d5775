import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@portal/auth';
import type { CustomerPayment } from '@portal/contracts/paymentAnswers';
import type { Quote } from '@portal/contracts/paymentJourney';
import {
  useCreateQuoteMutation,
  useOnboardingQuery,
  useSubmitPaymentMutation,
  type PaymentSubmission as Submission,
} from '../../api';
import { beneficiaryKeys } from '../beneficiaries';
import { RoleNote, useMayDo } from '../business-role';
import { useUploadProgress } from '../file-upload';
import { useFocusFormAfterReset, useSubmissionCycle } from '../submission';
import { newIdempotencyKey } from './idempotencyKey';
import { NotApproved } from './NotApproved';
import type { CheckedPayment } from './paymentForm';
import { PaymentRequestForm } from './PaymentRequestForm';
import { PaymentReview } from './PaymentReview';
import { PaymentSubmitted } from './PaymentSubmitted';
import { quoteFailureOf } from './quoteFailure';

interface Review {
  checked: CheckedPayment;
  invoiceFile: File | null;
  quote: Quote;
  /** Expired by its clock or refused by the server: Submit waits for a new quote. */
  stale: boolean;
}

/**
 * The payment page (D30, D37): only an approved business sees the form. A checked form
 * gets a quote (the rate fixed until it expires) and goes to the review step; Submit
 * there sends the request priced by that quote. An expired or used quote is replaced in
 * place; any other refusal goes back to the form with the server's words. The submitted
 * page stays until the customer starts a new request. One Idempotency-Key serves a whole
 * fill of the form, so a retry after a lost answer returns the first request.
 */
export function PaymentSubmission() {
  const { user } = useSession();
  const mayPrepare = useMayDo('preparePayments');
  // The session's flag is as of sign-in; the checklist says whether staff approved since.
  const onboarding = useOnboardingQuery();
  const approved = user?.approved === true || onboarding.data?.registration.status === 'approved';
  const [refusedAsNotApproved, setRefusedAsNotApproved] = useState(false);
  const quoting = useCreateQuoteMutation();
  // The invoice goes with the request: the review step shows how much has been sent.
  const { onProgress, restart, progressWhile } = useUploadProgress();
  const { mutateAsync: submitRequest } = useSubmitPaymentMutation(onProgress);
  const [review, setReview] = useState<Review | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [reviewError, setReviewError] = useState<string | null>(null);
  const [serverRefusals, setServerRefusals] = useState(0);
  const idempotencyKey = useRef<string | null>(null);
  const queryClient = useQueryClient();

  const send = useCallback(
    async (submission: Submission): Promise<CustomerPayment> => {
      restart();
      try {
        const recorded = await submitRequest(submission);
        // Recorded: the next fill of the form is a new request.
        idempotencyKey.current = null;
        setReview(null);
        // A new beneficiary sent with the request is now in the book.
        void queryClient.invalidateQueries({ queryKey: beneficiaryKeys.all });
        return recorded;
      } catch (failure) {
        const meaning = quoteFailureOf(failure);
        if (meaning.kind === 'notApproved') setRefusedAsNotApproved(true);
        else if (meaning.kind === 'quoteGone') {
          setReview((current) => current && { ...current, stale: true });
          setReviewError(meaning.message);
        } else {
          setReview(null);
          setServerRefusals((count) => count + 1);
        }
        throw failure;
      }
    },
    [submitRequest, queryClient, restart],
  );
  const cycle = useSubmissionCycle(send, null);
  const formArea = useFocusFormAfterReset<HTMLDivElement>(cycle.phase);

  const quote = async (checked: CheckedPayment, invoiceFile: File | null) => {
    setFormError(null);
    setReviewError(null);
    cycle.dismissError();
    try {
      const fresh = await quoting.mutateAsync({
        currency: checked.fields.foreignCurrency,
        amount: checked.fields.foreignAmount,
      });
      setReview({ checked, invoiceFile, quote: fresh, stale: false });
    } catch (failure) {
      const meaning = quoteFailureOf(failure);
      if (meaning.kind === 'notApproved') setRefusedAsNotApproved(true);
      else if (review) setReviewError(meaning.message);
      else setFormError(meaning.message);
    }
  };

  const onQuoteExpired = useCallback(() => {
    setReview((current) => current && { ...current, stale: true });
    setReviewError('This quote has expired. Refresh the quote to continue.');
  }, []);

  if (!mayPrepare) return <RoleNote className="card role-note" reads="payments" cannot="create them" />;
  if (!approved && onboarding.isPending) return null;
  if (!approved || refusedAsNotApproved) return <NotApproved />;
  if (cycle.phase === 'submitted' && cycle.result)
    return <PaymentSubmitted payment={cycle.result} onNewRequest={cycle.reset} />;
  return (
    <>
      {/* Hidden, not unmounted, during the review: Back finds it as it was typed. */}
      <div ref={formArea} hidden={review !== null}>
        <PaymentRequestForm
          submitting={quoting.isPending && review === null}
          onSubmit={(checked, invoiceFile) => void quote(checked, invoiceFile)}
          submitError={formError ?? cycle.error}
          serverErrors={cycle.fieldErrors}
          serverRefusals={serverRefusals}
          onDismissSubmitError={() => {
            setFormError(null);
            cycle.dismissError();
          }}
          onFieldChange={cycle.clearFieldError}
        />
      </div>
      {review && (
        <PaymentReview
          checked={review.checked}
          invoiceFile={review.invoiceFile}
          quote={review.quote}
          quoteStale={review.stale}
          onQuoteExpired={onQuoteExpired}
          error={reviewError}
          submitting={cycle.phase === 'submitting'}
          invoiceProgress={progressWhile(cycle.phase === 'submitting')}
          refreshing={quoting.isPending}
          onBack={() => {
            setReview(null);
            setReviewError(null);
            cycle.dismissError();
          }}
          onRefresh={() => void quote(review.checked, review.invoiceFile)}
          onSubmit={() => {
            idempotencyKey.current ??= newIdempotencyKey();
            setReviewError(null);
            void cycle.submit({
              request: review.checked.fields,
              invoiceFile: review.invoiceFile,
              idempotencyKey: idempotencyKey.current,
              quoteId: review.quote.id,
            });
          }}
        />
      )}
    </>
  );
}
