import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { MoveResult } from './usePaymentMove';

/** How a finished move leaves the dialog: closed with a notice for the page. */
export type MoveFinished = { kind: 'done'; message: string } | { kind: 'moved'; message: string };

/**
 * What a dialog does with a move's result: done or moved on closes it (the page says
 * which); a refused field is said beside it; anything else stays in the dialog to retry.
 */
export function settleMove<Values extends FieldValues>(
  result: MoveResult,
  {
    fields,
    setError,
    setFailure,
    onFinished,
  }: {
    fields: readonly Path<Values>[];
    setError: UseFormSetError<Values>;
    setFailure: (message: string | null) => void;
    onFinished: (finished: MoveFinished) => void;
  },
) {
  if (result.kind === 'done' || result.kind === 'moved') {
    onFinished(result);
    return;
  }
  if (result.kind === 'field') {
    const refused = fields.filter((field) => result.errors[field]);
    refused.forEach((field, index) =>
      setError(field, { type: 'server', message: result.errors[field] }, { shouldFocus: index === 0 }),
    );
    if (refused.length > 0) return;
  }
  setFailure(result.message);
}
