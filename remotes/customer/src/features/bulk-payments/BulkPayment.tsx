import type { FormEvent } from 'react';
import type { GlobalError, ResolverResult } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import {
  BATCH_FILE_FIELD,
  BATCH_TEMPLATE_FILE_NAME,
  PAYMENT_BATCH_MESSAGES,
  type BatchCheck,
} from '@portal/contracts/paymentBatches';
import { Alert, Icon, Upload, useOpenFile, useContractForm } from '@portal/ui';
import { RequestError, SERVER_MESSAGES } from '../../api';
import { RoleNote, useMayDo } from '../business-role';
import { formatDateTime } from '../dates';
import { FileField, useUploadProgress } from '../file-upload';
import { BatchLines } from './BatchLines';
import { BatchTotals } from './BatchTotals';
import { batchPagePath, CSV_RULES } from './batchFileRules';
import { useCheckBatch, useCreateBatch } from './batchQueries';
import { useBatchSource } from './BatchSourceContext';

interface BatchForm {
  file: File | null;
}

function fileChosen(values: BatchForm): ResolverResult<BatchForm> {
  if (values.file) return { values, errors: {} };
  const missing: GlobalError = { type: 'required', message: PAYMENT_BATCH_MESSAGES.fileRequired };
  return { values: {}, errors: { root: missing } };
}

const refusalText = (failure: unknown) =>
  failure instanceof RequestError ? failure.message : SERVER_MESSAGES.failed;
const fileRefusal = (failure: unknown) =>
  failure instanceof RequestError ? failure.errors?.[BATCH_FILE_FIELD]?.[0] : undefined;

/** What the check found, said once above the lines. */
function CheckSummary({ check }: { check: BatchCheck }) {
  if (check.errorCount > 0) {
    return (
      <Alert tone="error">
        {check.errorCount === 1 ? '1 line needs' : `${check.errorCount} lines need`} correcting; no payment
        was created. Correct the file and check it again.
      </Alert>
    );
  }
  return (
    <Alert tone="success">
      All {check.lines.length} lines are ready. Check the totals, then confirm to create the payments.
    </Alert>
  );
}

/**
 * The Bulk payment page (issue 36): the template to download, the CSV chosen and checked by the
 * server (a progress bar while it is sent), every line with its errors next to it, the totals per
 * currency with their rate and fee, and a confirmation that creates the batch (asked twice: the
 * check, then the confirmation).
 */
export function BulkPayment() {
  const mayPrepare = useMayDo('preparePayments');
  const navigate = useNavigate();
  const source = useBatchSource();
  const template = useOpenFile(() => source.template());
  const progress = useUploadProgress();
  const check = useCheckBatch(progress.onProgress);
  const create = useCreateBatch(progress.onProgress);
  const { setValue, getValues, handleSubmit, clearErrors, formState } = useContractForm<BatchForm>(
    fileChosen,
    {
      defaultValues: { file: null },
      reValidateMode: 'onSubmit',
    },
  );
  const busy = check.isPending || create.isPending;

  if (!mayPrepare) return <RoleNote reads="payments" cannot="create them" />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    void handleSubmit(({ file }) => {
      if (!file) return;
      progress.restart();
      create.reset();
      check.mutate(file);
    })(event);
  };

  const confirm = (checked: BatchCheck) => {
    const file = getValues('file');
    if (!file || busy) return;
    progress.restart();
    create.mutate(
      { file, quoteIds: checked.totals.map((total) => total.quoteId) },
      { onSuccess: (batch) => void navigate(batchPagePath(batch.id)) },
    );
  };

  const checked = check.data;
  const fileError = fileRefusal(check.error) ?? fileRefusal(create.error);
  return (
    <div className="stack bulk-payment">
      <section className="card" aria-labelledby="bulk-template-title">
        <h2 id="bulk-template-title">1. Fill in the template</h2>
        <p>
          One payment a line, up to 1,000: a saved beneficiary&apos;s id, or the vendor&apos;s name, country,
          address and bank details; the amount, currency, purpose and your own reference.
        </p>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={template.isOpening('template')}
          onClick={() =>
            void template.open({ id: 'template', fileName: BATCH_TEMPLATE_FILE_NAME, mode: 'download' })
          }
        >
          Download the template (CSV)
        </button>
        {template.error && (
          <Alert tone="error" onDismiss={template.dismissError}>
            {template.error}
          </Alert>
        )}
      </section>

      <form className="card" onSubmit={submit} aria-label="Bulk payment file" noValidate>
        <h2>2. Upload and check it</h2>
        <FileField
          label="Payments file (CSV)"
          name={BATCH_FILE_FIELD}
          rules={CSV_RULES}
          disabled={busy}
          progress={progress.progressWhile(busy)}
          error={fileError}
          onFilesChange={(files) => {
            setValue('file', files[0] ?? null);
            if (files[0]) clearErrors('root');
            check.reset();
            create.reset();
          }}
        />
        {formState.errors.root?.message && (
          <div className="form-alert">
            <Alert tone="error">{formState.errors.root.message}</Alert>
          </div>
        )}
        {check.error && !fileError && (
          <div className="form-alert">
            <Alert tone="error" onDismiss={() => check.reset()}>
              {refusalText(check.error)}
            </Alert>
          </div>
        )}
        <button type="submit" className="btn" disabled={busy} aria-busy={check.isPending}>
          <Icon icon={Upload} />
          {check.isPending ? 'Checking...' : 'Check file'}
        </button>
      </form>

      {checked && (
        <section className="card stack" aria-labelledby="bulk-check-title">
          <h2 id="bulk-check-title">3. Review and confirm</h2>
          <CheckSummary check={checked} />
          <BatchLines lines={checked.lines} />
          {checked.errorCount === 0 && checked.localTotal !== null && (
            <>
              <BatchTotals
                totals={checked.totals}
                localTotal={checked.localTotal}
                caption="Totals of the batch"
              />
              <p className="muted">
                {checked.needsApproval
                  ? 'The total is at or above your approval threshold: an approver approves these payments before we review them.'
                  : 'Once confirmed, we review each payment; you then transfer the naira total once, with the batch reference.'}
                {checked.totals[0]?.expiresAt &&
                  ` The rates hold until ${formatDateTime(checked.totals[0].expiresAt)}.`}
              </p>
              {create.error && !fileError && (
                <Alert tone="error" onDismiss={() => create.reset()}>
                  {refusalText(create.error)}
                </Alert>
              )}
              <button
                type="button"
                className="btn"
                disabled={busy}
                aria-busy={create.isPending}
                onClick={() => confirm(checked)}
              >
                {create.isPending ? 'Creating...' : `Confirm ${checked.lines.length} payments`}
              </button>
            </>
          )}
        </section>
      )}
    </div>
  );
}
