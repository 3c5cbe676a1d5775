export { CustomerDocuments } from './CustomerDocuments';
export { DocumentUpload } from './DocumentUpload';
export { DocumentStatusList, YOUR_DOCUMENTS_TITLE, NO_DOCUMENTS_MESSAGE } from './DocumentStatusList';
export { DocumentGuidelines, DOCUMENT_GUIDELINES } from './DocumentGuidelines';
export { DOCUMENTS_SUBMITTED_TITLE } from './DocumentsSubmitted';
export { DocumentsClosed, DOCUMENTS_IN_REVIEW_TITLE, DOCUMENTS_APPROVED_TITLE } from './DocumentsClosed';
export {
  useDocumentsDescription,
  DOCUMENTS_DESCRIPTION_OPEN,
  DOCUMENTS_DESCRIPTION_CLOSED,
} from './documentsDescription';
