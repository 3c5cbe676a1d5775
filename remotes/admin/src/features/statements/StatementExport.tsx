import { useState } from 'react';
import { STATEMENT_MAX_DAYS, statementQuerySchema } from '@portal/contracts/paymentJourney';
import { Alert, saveBlob, TextField, useContractForm } from '@portal/ui';
import { RequestError, type StatementPeriod } from '../../api';

interface PeriodValues {
  from: string;
  to: string;
}

const EXPORT_FAILED = 'The statement could not be downloaded. Please try again.';

/** A day in the admin's own calendar as a date field holds it (YYYY-MM-DD). */
function dayOf(date: Date): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last 30 days, today included. */
function lastMonth(now = new Date()): PeriodValues {
  const from = new Date(now);
  from.setDate(from.getDate() - 29);
  return { from: dayOf(from), to: dayOf(now) };
}

export interface StatementExportProps {
  /** Names the export, e.g. "payment requests" ("Export payment requests as CSV"). */
  what: string;
  /** Reads the CSV of the period (with the list's filter, where it has one). */
  download: (period: StatementPeriod) => Promise<Blob>;
  /** The saved file's name, e.g. "payments-2026-01-01-to-2026-01-31.csv". */
  fileName: (period: PeriodValues) => string;
}

/**
 * "Export CSV" of a list as filtered on screen (D36), for a period of at most
 * STATEMENT_MAX_DAYS days, checked with the server's own schema (statementQuerySchema);
 * a refused period is said beside its date.
 */
export function StatementExport({ what, download, fileName }: StatementExportProps) {
  const form = useContractForm<PeriodValues>(statementQuerySchema, { defaultValues: lastMonth() });
  const { errors } = form.formState;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (period: PeriodValues) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      saveBlob(await download(period), { fileName: fileName(period), contentType: 'text/csv' });
    } catch (error) {
      setFailure(error instanceof RequestError ? error.message : EXPORT_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="statement-export card"
      aria-label={`Export ${what} as CSV`}
      noValidate
      onSubmit={(event) => void form.handleSubmit(send)(event)}
      aria-busy={busy}
    >
      <TextField label="From" type="date" error={errors.from?.message} {...form.register('from')} />
      <TextField
        label="To"
        type="date"
        hint={`At most ${STATEMENT_MAX_DAYS} days.`}
        error={errors.to?.message}
        {...form.register('to')}
      />
      <button type="submit" className="btn btn-secondary" aria-disabled={busy}>
        {busy ? 'Exporting…' : 'Export CSV'}
      </button>
      {failure && <Alert tone="error">{failure}</Alert>}
    </form>
  );
}
