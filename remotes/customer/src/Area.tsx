import { Navigate, Route, Routes } from 'react-router-dom';
import { AreaQueryProvider } from '@portal/query-client';
import type { RemoteAreaProps } from '@portal/contracts';
import {
  CurrencyConverterScreen,
  CustomerLayout,
  DocumentsScreen,
  PaymentRequestScreen,
  PaymentsScreen,
  ProfileScreen,
  SecurityScreen,
  TransactionsScreen,
  WelcomeScreen,
} from './screens';
import './customer.css';

/**
 * The customer area: `/user-dashboard` and `/dashboard/*`, the customer routes. The shell has
 * already checked the role; every screen reads and writes the server through the
 * customer data source, unless a provider above supplies another (tests), and caches
 * what it read in the page's one QueryClient (shared with the admin area; a test's
 * own client above is kept).
 */
export default function CustomerArea(_props: RemoteAreaProps) {
  return (
    <AreaQueryProvider>
      <Routes>
        <Route element={<CustomerLayout />}>
          <Route path="/user-dashboard" element={<WelcomeScreen />} />
          <Route path="/dashboard">
            <Route index element={<Navigate to="/dashboard/overview" replace />} />
            <Route path="overview" element={<WelcomeScreen />} />
            <Route path="transactions" element={<TransactionsScreen />} />
            <Route path="currency-converter" element={<CurrencyConverterScreen />} />
            <Route path="profile" element={<ProfileScreen />} />
            <Route path="documents" element={<DocumentsScreen />} />
            <Route path="payments" element={<PaymentsScreen />} />
            <Route path="payments/:id" element={<PaymentRequestScreen />} />
            <Route path="security" element={<SecurityScreen />} />
          </Route>
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </AreaQueryProvider>
  );
}
