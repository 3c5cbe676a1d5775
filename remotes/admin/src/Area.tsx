import contractsPackage from '@portal/contracts/package.json';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteAreaProps } from '@portal/contracts';
import { AreaQueryProvider } from '@portal/query-client';
import {
  AdminLayout,
  AuditLogScreen,
  BankAccountScreen,
  DashboardScreen,
  DocumentApprovalsScreen,
  PaymentDetailScreen,
  PaymentRequestsScreen,
  PendingRegistrationsScreen,
  RegistrationDetailScreen,
  ScreeningScreen,
  SecurityScreen,
  StaffScreen,
} from './screens';
import './admin.css';

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
            <Route path="pending-registrations" element={<PendingRegistrationsScreen />} />
            <Route path="registrations/:id" element={<RegistrationDetailScreen />} />
            <Route path="document-approvals" element={<DocumentApprovalsScreen />} />
            <Route path="payment-requests" element={<PaymentRequestsScreen />} />
            <Route path="payment-requests/:id" element={<PaymentDetailScreen />} />
            <Route path="screening" element={<ScreeningScreen />} />
            <Route path="bank-account" element={<BankAccountScreen />} />
            <Route path="audit" element={<AuditLogScreen />} />
            <Route path="staff" element={<StaffScreen />} />
            <Route path="security" element={<SecurityScreen />} />
          </Route>
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </AreaQueryProvider>
  );
}
