export { DocumentApprovalList } from './DocumentApprovalList';
