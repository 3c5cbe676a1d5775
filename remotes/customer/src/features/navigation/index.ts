export { CUSTOMER_NAV_ITEMS, CUSTOMER_PORTAL_TITLE } from './customerNavigation';
export { PAYMENT_SUBMISSION_PATH, paymentPagePath, TRANSACTION_HISTORY_PATH } from './customerPaths';
