export { acceptUploads, UPLOAD_LIMITS } from './acceptUploads';
export {
  receiveFiles,
  type FileRecogniser,
  type ReceiveOptions,
  type ReceivedFile,
  type ReceivedUpload,
} from './receiveFiles';
export {
  acceptJsonOrUploads,
  MAX_FORM_TEXT_FIELDS,
  readJsonOrForm,
  receiveForm,
  type FormOptions,
  type IncomingFile,
  type ReceivedForm,
} from './receiveForm';
export { displayFileName, MAX_FILE_NAME_LENGTH } from './fileName';
export { acceptedContentTypeOf } from './contentType';
export { UPLOAD_REFUSALS } from './messages';
export { sweepStaleUploads, STALE_UPLOAD_MS } from './staleUploads';
