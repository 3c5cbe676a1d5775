import { useState } from 'react';
import { statementQuerySchema, type StatementQuery } from '@portal/contracts/paymentJourney';
import type { PaymentState } from '@portal/rules/paymentLifecycle';
import { Alert, saveBlob, TextField, useContractForm } from '@portal/ui';
import { RequestError, SERVER_MESSAGES, useCustomerDataSource } from '../../api';
import { lastThirtyDays } from './statementPeriod';

interface PeriodValues {
  from: string;
  to: string;
}

/**
 * "Export CSV" (D36): the customer's requests of a period (the last 30 days unless
 * changed, at most 366 days, checked with the contract's schema) in the list's status
 * filter, saved as a file.
 */
export function ExportStatement({ status }: { status: PaymentState | null }) {
  const source = useCustomerDataSource();
  const [exporting, setExporting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useContractForm<PeriodValues, StatementQuery>(
    statementQuerySchema,
    {
      defaultValues: lastThirtyDays(),
      reValidateMode: 'onSubmit',
    },
  );

  const exportCsv = handleSubmit(async ({ from, to }) => {
    setFailure(null);
    setExporting(true);
    try {
      const blob = await source.exportStatement({ from, to, ...(status ? { status } : {}) });
      // No tab: the statement is saved under its own name.
      saveBlob(blob, { fileName: `payments-${from}-to-${to}.csv`, contentType: 'text/csv' });
    } catch (error) {
      setFailure(error instanceof RequestError ? error.message : SERVER_MESSAGES.failed);
    } finally {
      setExporting(false);
    }
  });

  return (
    <form
      className="statement-export"
      aria-label="Export CSV"
      noValidate
      onSubmit={(event) => void exportCsv(event)}
    >
      <TextField label="From" type="date" error={formState.errors.from?.message} {...register('from')} />
      <TextField label="To" type="date" error={formState.errors.to?.message} {...register('to')} />
      <button type="submit" className="btn btn-secondary" disabled={exporting} aria-busy={exporting}>
        {exporting ? 'Exporting...' : 'Export CSV'}
      </button>
      {failure && <Alert tone="error">{failure}</Alert>}
    </form>
  );
}
