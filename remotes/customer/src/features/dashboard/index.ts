export { WelcomeCards, WELCOME_CARDS } from './WelcomeCards';
export { QuickStats } from './QuickStats';
export { FirstPaymentInvite, FIRST_PAYMENT_TITLE } from './FirstPaymentInvite';
export { RecentPayments, RECENT_PAYMENTS_TITLE, RECENT_PAYMENTS_SHOWN } from './RecentPayments';
