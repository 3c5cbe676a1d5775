import contractsPackage from '@portal/contracts/package.json';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AreaQueryProvider } from '@portal/query-client';
import type { RemoteAreaProps } from '@portal/contracts/remote';
import { CustomerLayout, WelcomeScreen } from './screens';

// The pages with forms (react-hook-form and the contracts' schemas: profile, documents,
// payments, the history's export, the converter, a request's dialogs) are chunks of
// their own, so the overview a customer lands on does not download them.
const ProfileScreen = lazy(() =>
  import('./screens/ProfileScreen').then((m) => ({ default: m.ProfileScreen })),
);
const DocumentsScreen = lazy(() =>
  import('./screens/DocumentsScreen').then((m) => ({ default: m.DocumentsScreen })),
);
const PaymentsScreen = lazy(() =>
  import('./screens/PaymentsScreen').then((m) => ({ default: m.PaymentsScreen })),
);
const TransactionsScreen = lazy(() =>
  import('./screens/TransactionsScreen').then((m) => ({ default: m.TransactionsScreen })),
);
const CurrencyConverterScreen = lazy(() =>
  import('./screens/CurrencyConverterScreen').then((m) => ({ default: m.CurrencyConverterScreen })),
);
const PaymentRequestScreen = lazy(() =>
  import('./screens/PaymentRequestScreen').then((m) => ({ default: m.PaymentRequestScreen })),
);
const BeneficiariesScreen = lazy(() =>
  import('./screens/BeneficiariesScreen').then((m) => ({ default: m.BeneficiariesScreen })),
);
const TeamScreen = lazy(() => import('./screens/TeamScreen').then((m) => ({ default: m.TeamScreen })));
const SecurityScreen = lazy(() =>
  import('./screens/SecurityScreen').then((m) => ({ default: m.SecurityScreen })),
);
const DevelopersScreen = lazy(() =>
  import('./screens/DevelopersScreen').then((m) => ({ default: m.DevelopersScreen })),
);
const BulkPaymentScreen = lazy(() =>
  import('./screens/BulkPaymentScreen').then((m) => ({ default: m.BulkPaymentScreen })),
);
const PaymentBatchScreen = lazy(() =>
  import('./screens/PaymentBatchScreen').then((m) => ({ default: m.PaymentBatchScreen })),
);
const later = (screen: ReactNode) => <Suspense fallback={null}>{screen}</Suspense>;
import './customer.css';

/**
 * The version of `@portal/contracts` this area was built against (its package.json, read
 * at build time): the shell renders the area only when its major is the shell's own, and
 * otherwise says the area is being updated (shell/src/features/remotes/contractVersion.ts).
 */
export const contractVersion: string = contractsPackage.version;

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
            <Route path="transactions" element={later(<TransactionsScreen />)} />
            <Route path="currency-converter" element={later(<CurrencyConverterScreen />)} />
            <Route path="profile" element={later(<ProfileScreen />)} />
            <Route path="documents" element={later(<DocumentsScreen />)} />
            <Route path="payments" element={later(<PaymentsScreen />)} />
            <Route path="payments/:id" element={later(<PaymentRequestScreen />)} />
            <Route path="beneficiaries" element={later(<BeneficiariesScreen />)} />
            <Route path="team" element={later(<TeamScreen />)} />
            <Route path="security" element={later(<SecurityScreen />)} />
            <Route path="developers" element={later(<DevelopersScreen />)} />
            <Route path="bulk-payments" element={later(<BulkPaymentScreen />)} />
            <Route path="payment-batches/:id" element={later(<PaymentBatchScreen />)} />
          </Route>
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </AreaQueryProvider>
  );
}
