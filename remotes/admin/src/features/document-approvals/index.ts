export { DocumentApprovalList } from './DocumentApprovalList';
export { REGISTRATION_NOT_APPROVED } from './DocumentChecklist';
