export { ApprovalBanner, DOCUMENTS_PATH } from './ApprovalBanner';
export { approvalStatusLabel } from './approvalStatus';
