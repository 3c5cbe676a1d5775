import contractsPackage from '@portal/contracts/package.json';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteAreaProps } from '@portal/contracts/remote';
import { useHashScroll } from './features/navigation';
import { HomeScreen } from './screens';
import './public-site.css';

/**
 * The version of `@portal/contracts` this area was built against (its package.json, read
 * at build time): the shell renders the area only when its major is the shell's own, and
 * otherwise says the area is being updated (shell/src/features/remotes/contractVersion.ts).
 */
export const contractVersion: string = contractsPackage.version;

// About is a chunk of its own: the first visit of `/` (this area's home) is held to
// 130 KB of JS (docs/benchmarks.md), and About's text is a kilobyte of it.
const AboutScreen = lazy(() =>
  import('./screens/AboutScreen').then((module) => ({ default: module.AboutScreen })),
);
// Contact likewise: its form brings react-hook-form as well.
const ContactScreen = lazy(() =>
  import('./screens/ContactScreen').then((module) => ({ default: module.ContactScreen })),
);
// The invitation page (D34) likewise: only people with an invitation e-mail ever open it.
const InvitationScreen = lazy(() =>
  import('./screens/InvitationScreen').then((module) => ({ default: module.InvitationScreen })),
);
// The same page for a staff invitation (D35), from the invitation feature itself.
const StaffInvitationScreen = lazy(() =>
  import('./features/invitation').then((module) => ({
    default: module.StaffInvitationScreen,
  })),
);

// The vendor's bank details page (D43) likewise: only vendors with a link open it.
const VendorDetailsScreen = lazy(() =>
  import('./screens/VendorDetailsScreen').then((module) => ({ default: module.VendorDetailsScreen })),
);

// The receipt verify page (D42) likewise: opened from a receipt's QR code or a vendor's e-mail.
const VerifyScreen = lazy(() =>
  import('./screens/VerifyScreen').then((module) => ({ default: module.VerifyScreen })),
);

/**
 * While a page's chunk downloads, its place is kept a screen high: with nothing there the
 * footer would show at the top and then jump down (Lighthouse measured a layout shift of
 * 1.7 on /contact).
 */
const pageLoading = <div className="page-loading" aria-busy="true" />;

/**
 * The public site: `/`, `/about`, `/contact`, a team invitation's `/invitation/<token>` and a
 * staff invitation's `/staff-invitation/<token>`, a vendor's bank details page `/vendor-details/<token>`
 * (D43), a receipt's `/verify/<code>` (D42); any other path here goes to `/`.
 */
export default function PublicSiteArea({ openModal }: RemoteAreaProps) {
  useHashScroll();
  return (
    <Routes>
      <Route path="/" element={<HomeScreen openModal={openModal} />} />
      <Route
        path="/about"
        element={
          <Suspense fallback={pageLoading}>
            <AboutScreen />
          </Suspense>
        }
      />
      <Route
        path="/contact"
        element={
          <Suspense fallback={pageLoading}>
            <ContactScreen />
          </Suspense>
        }
      />
      <Route
        path="/invitation/:token"
        element={
          <Suspense fallback={pageLoading}>
            <InvitationScreen openModal={openModal} />
          </Suspense>
        }
      />
      <Route
        path="/staff-invitation/:token"
        element={
          <Suspense fallback={pageLoading}>
            <StaffInvitationScreen openModal={openModal} />
          </Suspense>
        }
      />
      <Route
        path="/vendor-details/:token"
        element={
          <Suspense fallback={pageLoading}>
            <VendorDetailsScreen />
          </Suspense>
        }
      />
      <Route
        path="/verify/:code"
        element={
          <Suspense fallback={pageLoading}>
            <VerifyScreen />
          </Suspense>
        }
      />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
