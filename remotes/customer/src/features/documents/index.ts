export { DocumentUpload } from './DocumentUpload';
export { DocumentGuidelines, DOCUMENT_GUIDELINES } from './DocumentGuidelines';
export { DOCUMENTS_SUBMITTED_TITLE } from './DocumentsSubmitted';
