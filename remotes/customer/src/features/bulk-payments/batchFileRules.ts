import { PAYMENT_BATCH_LIMITS, PAYMENT_BATCH_MESSAGES } from '@portal/contracts/paymentBatches';
import type { FileRules } from '../file-upload';

/** The bulk payment's file: one CSV of at most 1 MB (the server checks it again, by its bytes). */
export const CSV_RULES: FileRules = {
  accept: '.csv,text/csv',
  hint: `CSV with the template's columns: at most ${PAYMENT_BATCH_LIMITS.maxRows.toLocaleString('en-GB')} payments and 1 MB.`,
  check: (files) =>
    files.flatMap((file) => {
      if (!file.name.toLowerCase().endsWith('.csv'))
        return [`${file.name} is not a CSV file. Please choose a .csv file.`];
      if (file.size > PAYMENT_BATCH_LIMITS.maxFileBytes)
        return [`${file.name}: ${PAYMENT_BATCH_MESSAGES.tooLarge}`];
      return [];
    }),
};

/** Where the customer area shows a batch. */
export const batchPagePath = (id: string) => `/dashboard/payment-batches/${encodeURIComponent(id)}`;
