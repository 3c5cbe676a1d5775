export { ApprovalBanner, DOCUMENTS_PATH, useApprovalBannerKnown } from './ApprovalBanner';
export { approvalStatusLabel } from './approvalStatus';
