export { CustomerLayout } from './CustomerLayout';
export { WelcomeScreen } from './WelcomeScreen';
export { TransactionsScreen } from './TransactionsScreen';
export { CurrencyConverterScreen } from './CurrencyConverterScreen';
export { ProfileScreen } from './ProfileScreen';
export { DocumentsScreen } from './DocumentsScreen';
export { PaymentsScreen } from './PaymentsScreen';
export { PaymentRequestScreen } from './PaymentRequestScreen';
