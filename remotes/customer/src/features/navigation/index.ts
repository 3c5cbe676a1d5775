export { CUSTOMER_NAV_ITEMS, CUSTOMER_PORTAL_TITLE } from './customerNavigation';
