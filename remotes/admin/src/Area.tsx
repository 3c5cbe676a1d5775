import contractsPackage from '@portal/contracts/package.json';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteAreaProps } from '@portal/contracts/remote';
import { AreaQueryProvider } from '@portal/query-client';
import { AdminLayout, DashboardScreen } from './screens';
import './admin.css';

// Every page but the dashboard staff land on is a chunk of its own, as in the customer
// area (issue 34.3): the dashboard does not download the review lists, the payment
// journey's forms, the rate table or the staff pages.
const PendingRegistrationsScreen = lazy(() =>
  import('./screens/PendingRegistrationsScreen').then((m) => ({ default: m.PendingRegistrationsScreen })),
);
const RegistrationDetailScreen = lazy(() =>
  import('./screens/RegistrationDetailScreen').then((m) => ({ default: m.RegistrationDetailScreen })),
);
const DocumentApprovalsScreen = lazy(() =>
  import('./screens/DocumentApprovalsScreen').then((m) => ({ default: m.DocumentApprovalsScreen })),
);
const PaymentRequestsScreen = lazy(() =>
  import('./screens/PaymentRequestsScreen').then((m) => ({ default: m.PaymentRequestsScreen })),
);
const PaymentDetailScreen = lazy(() =>
  import('./screens/PaymentDetailScreen').then((m) => ({ default: m.PaymentDetailScreen })),
);
const ScreeningScreen = lazy(() =>
  import('./screens/ScreeningScreen').then((m) => ({ default: m.ScreeningScreen })),
);
const BankAccountScreen = lazy(() =>
  import('./screens/BankAccountScreen').then((m) => ({ default: m.BankAccountScreen })),
);
const AuditLogScreen = lazy(() =>
  import('./screens/AuditLogScreen').then((m) => ({ default: m.AuditLogScreen })),
);
const StaffScreen = lazy(() => import('./screens/StaffScreen').then((m) => ({ default: m.StaffScreen })));
const SecurityScreen = lazy(() =>
  import('./screens/SecurityScreen').then((m) => ({ default: m.SecurityScreen })),
);
const later = (screen: ReactNode) => <Suspense fallback={null}>{screen}</Suspense>;

/**
 * The version of `@portal/contracts` this area was built against (its package.json, read
 * at build time): the shell renders the area only when its major is the shell's own, and
 * otherwise says the area is being updated (shell/src/features/remotes/contractVersion.ts).
 */
export const contractVersion: string = contractsPackage.version;

/**
 * The admin area: `/admin-dashboard` and `/admin/*`, the admin routes. The shell lets only
 * an admin in; anything here that is not a page goes to `/`. Server data lives in the
 * page's one query cache, shared with the customer area and emptied on sign-out.
 */
export default function AdminArea(_props: RemoteAreaProps) {
  return (
    <AreaQueryProvider>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route path="/admin-dashboard" element={<DashboardScreen />} />
          <Route path="/admin">
            <Route index element={<Navigate to="dashboard" replace />} />
            <Route path="dashboard" element={<DashboardScreen />} />
            <Route path="pending-registrations" element={later(<PendingRegistrationsScreen />)} />
            <Route path="registrations/:id" element={later(<RegistrationDetailScreen />)} />
            <Route path="document-approvals" element={later(<DocumentApprovalsScreen />)} />
            <Route path="payment-requests" element={later(<PaymentRequestsScreen />)} />
            <Route path="payment-requests/:id" element={later(<PaymentDetailScreen />)} />
            <Route path="screening" element={later(<ScreeningScreen />)} />
            <Route path="bank-account" element={later(<BankAccountScreen />)} />
            <Route path="audit" element={later(<AuditLogScreen />)} />
            <Route path="staff" element={later(<StaffScreen />)} />
            <Route path="security" element={later(<SecurityScreen />)} />
          </Route>
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </AreaQueryProvider>
  );
}
