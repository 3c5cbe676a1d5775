export { registerDocumentRoutes, DOCUMENTS_READ_MESSAGE, type DocumentDeps } from './documentRoutes';
export { listDocumentsForUsers, findDocument } from './documentStore';
export { toCustomerDocument } from './customerDocument';
export { storageKeyOf } from './uploadDocuments';
export { downloadHeaders } from './fileHeaders';
export { registerDocumentApprovalRoutes } from './documentApprovalRoutes';
export { currentDocumentsByUser, presenceOf, standingsOf, type CurrentDocument } from './documentSets';
export { countPendingDocumentSets } from './documentSetCount';
export { listDocumentApprovals } from './documentApprovalRows';
