export { CUSTOMER_NAV_ITEMS, CUSTOMER_PORTAL_TITLE } from './customerNavigation';
export {
  PAYMENT_SUBMISSION_PATH,
  paymentPagePath,
  TEAM_PATH,
  TRANSACTION_HISTORY_PATH,
} from './customerPaths';
