import { apiClient, readAnswer, type ApiClient, type UploadProgress } from '@portal/auth';
import {
  BATCH_FILE_FIELD,
  BATCH_QUOTES_FIELD,
  batchCheckDataSchema,
  PAYMENT_BATCH_PATHS,
  paymentBatchDataSchema,
  type BatchCheck,
  type PaymentBatch,
} from '@portal/contracts/paymentBatches';

export type BatchApiClient = Pick<ApiClient, 'get' | 'upload' | 'download'>;

/**
 * The Bulk payment page's calls (issue 36): check a file, create the batch from it, read a
 * batch, download the template. Kept in this feature, beside its hooks: its pages are the only
 * readers. Every answer is checked against the contract's schemas.
 */
export interface BatchSource {
  /** Every line's errors and, when none has any, the quotes' totals; creates no payment. */
  check(file: File, onProgress?: UploadProgress): Promise<BatchCheck>;
  /** The batch made from the checked file with the check's quotes. */
  create(file: File, quoteIds: readonly string[], onProgress?: UploadProgress): Promise<PaymentBatch>;
  batch(id: string): Promise<PaymentBatch>;
  /** The CSV template, as a file to save. */
  template(): Promise<Blob>;
}

const fileForm = (file: File, quoteIds?: readonly string[]) => {
  const form = new FormData();
  form.append(BATCH_FILE_FIELD, file, file.name);
  if (quoteIds) form.append(BATCH_QUOTES_FIELD, quoteIds.join(','));
  return form;
};

export function createBatchSource(client: BatchApiClient = apiClient): BatchSource {
  return {
    check: async (file, onProgress) =>
      (
        await readAnswer(
          () => client.upload<unknown>(PAYMENT_BATCH_PATHS.check, fileForm(file), {}, onProgress),
          batchCheckDataSchema,
        )
      ).check,
    create: async (file, quoteIds, onProgress) =>
      (
        await readAnswer(
          () => client.upload<unknown>(PAYMENT_BATCH_PATHS.batches, fileForm(file, quoteIds), {}, onProgress),
          paymentBatchDataSchema,
        )
      ).batch,
    batch: async (id) =>
      (
        await readAnswer(
          () => client.get<unknown>(PAYMENT_BATCH_PATHS.batch.replace(':id', encodeURIComponent(id))),
          paymentBatchDataSchema,
        )
      ).batch,
    template: async () => {
      const result = await client.download(PAYMENT_BATCH_PATHS.template);
      if (!result.ok) throw new Error('The template could not be downloaded.');
      return result.blob;
    },
  };
}
