// Bulk payments (issue 36): the upload page, a batch's page, and the source tests replace.
export { BulkPayment } from './BulkPayment';
export { BatchPage } from './BatchPage';
export { BatchSourceProvider } from './BatchSourceContext';
export { createBatchSource, type BatchSource } from './batchSource';
export { batchPagePath } from './batchFileRules';
