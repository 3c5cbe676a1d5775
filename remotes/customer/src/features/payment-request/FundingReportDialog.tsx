import { useState } from 'react';
import { firstErrors } from '@portal/contracts/fieldErrors';
import { fundingReportBodySchema, type FundingReportBody } from '@portal/contracts/paymentJourney';
import { Alert, Dialog, TextField, useContractForm } from '@portal/ui';
import { RequestError, SERVER_MESSAGES, useReportFundingMutation } from '../../api';
import { FileField, useUploadProgress } from '../file-upload';

/**
 * "I have paid" (D31): the customer's bank reference (checked with the contract's
 * schema) and an optional proof file (D23 limits, checked as chosen), sent as one
 * request; while it goes the proof shows the share sent (as the documents page does).
 * Focus stays inside; Escape and Cancel close it unless it is sending.
 */
export function FundingReportDialog({ paymentId, onClose }: { paymentId: string; onClose: () => void }) {
  const upload = useUploadProgress();
  const mutation = useReportFundingMutation(paymentId, upload.onProgress);
  const [proof, setProof] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useContractForm<FundingReportBody>(
    fundingReportBodySchema,
    {
      defaultValues: { reference: '' },
      reValidateMode: 'onSubmit',
    },
  );

  const send = handleSubmit(async ({ reference }) => {
    setFailure(null);
    upload.restart();
    try {
      await mutation.mutateAsync({ reference, proof });
      onClose();
    } catch (error) {
      const fields = error instanceof RequestError ? firstErrors(error.errors) : {};
      if (fields.reference) setError('reference', { type: 'server', message: fields.reference });
      else setFailure(error instanceof RequestError ? error.message : SERVER_MESSAGES.failed);
    }
  });
  const close = () => {
    if (!mutation.isPending) onClose();
  };

  return (
    <Dialog
      title="I have paid"
      description="Tell us the reference your bank gave the transfer, so we can match it."
      onClose={close}
    >
      <form onSubmit={(event) => void send(event)} noValidate aria-label="I have paid" className="stack">
        <TextField
          label="Bank reference"
          autoComplete="off"
          error={formState.errors.reference?.message}
          {...register('reference')}
        />
        <FileField
          label="Proof of payment (optional)"
          name="proof"
          disabled={mutation.isPending}
          progress={upload.progressWhile(mutation.isPending)}
          error={undefined}
          onFilesChange={(files) => setProof(files[0] ?? null)}
        />
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="form-actions">
          <button type="button" className="btn btn-secondary" onClick={close} disabled={mutation.isPending}>
            Cancel
          </button>
          <button type="submit" className="btn" disabled={mutation.isPending} aria-busy={mutation.isPending}>
            {mutation.isPending ? 'Sending...' : 'Send'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
