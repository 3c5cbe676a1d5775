import { lazy, Suspense } from 'react';

// Only a visitor following an e-mailed link needs this page: its own chunk, so the
// first visit to any other page does not download it.
const ResetPasswordPage = lazy(() =>
  import('./ResetPasswordPage').then((module) => ({ default: module.ResetPasswordPage })),
);

export function ResetPasswordRoute() {
  return (
    <Suspense
      fallback={
        <div className="area-loading" role="status" aria-live="polite">
          <span className="visually-hidden">Loading…</span>
        </div>
      }
    >
      <ResetPasswordPage />
    </Suspense>
  );
}
