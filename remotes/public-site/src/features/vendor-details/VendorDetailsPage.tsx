import { useEffect, useRef } from 'react';
import { formatDateTime } from '@portal/rules/dateTime';
import { Alert, usePageTitle } from '@portal/ui';
import { VENDOR_DETAILS_MESSAGES } from '@portal/contracts/vendorDetailsRequests';
import { VendorDetailsForm } from './VendorDetailsForm';
import { useVendorDetails } from './useVendorDetails';
import './vendor-details.css';

let regions: Intl.DisplayNames | null = null;
/** The English name of an ISO 3166 alpha-2 code ('DE' → 'Germany'); the code when unknown. */
function countryName(code: string): string {
  regions ??= new Intl.DisplayNames('en', { type: 'region' });
  return regions.of(code) ?? code;
}

/**
 * The page a business's "bank details" link opens (`/vendor-details/<token>`, D43), for a
 * vendor without an account: who asks, for which beneficiary, country and currency, and the
 * country's bank fields; nothing else (no saved details, no way into the portal). Sent, it
 * thanks them; a used, withdrawn or expired link says which and what to do (410).
 */
export function VendorDetailsPage({ token }: { token: string }) {
  const { state, retry, settle } = useVendorDetails(token);
  // Sent, or the link died on submit: the vendor is at the foot of the form, so the page's new
  // heading takes focus (and comes into view) and is read first.
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = state.status === 'sent' || state.status === 'gone';
  useEffect(() => {
    if (moved) heading.current?.focus();
  }, [moved]);
  usePageTitle(
    state.status === 'ready' || state.status === 'sent'
      ? `Bank details for ${state.page.businessName}`
      : 'Bank details',
  );

  if (state.status === 'loading') {
    return (
      <p className="lead" role="status">
        Opening the link...
      </p>
    );
  }
  if (state.status === 'gone' || state.status === 'invalid') {
    return (
      <>
        <h1 ref={heading} tabIndex={-1}>
          This link no longer works
        </h1>
        <Alert tone="error">
          {state.status === 'gone' ? state.message : VENDOR_DETAILS_MESSAGES.linkUnknown}
        </Alert>
      </>
    );
  }
  if (state.status === 'failed') {
    return (
      <>
        <h1>Bank details</h1>
        <Alert tone="error">{state.message}</Alert>
        <button type="button" className="btn" onClick={retry}>
          Try again
        </button>
      </>
    );
  }
  const { page } = state;
  if (state.status === 'sent') {
    return (
      <>
        <h1 ref={heading} tabIndex={-1}>
          Thank you
        </h1>
        <div role="status">
          <p className="lead">
            Your bank details were sent to {page.businessName}. They check and confirm them before they pay{' '}
            {page.name} to this account.
          </p>
          <p>This link has now been used. You can close this page.</p>
        </div>
      </>
    );
  }
  return (
    <>
      <h1>Bank details for {page.businessName}</h1>
      <p className="lead">
        {page.businessName} asks you to enter the bank account they should pay {page.name} into, exactly as
        your bank has it. The link works once.
      </p>
      <p>This link works until {formatDateTime(page.expiresAt)}.</p>
      <dl className="vendor-details-summary">
        <div>
          <dt>Beneficiary</dt>
          <dd>{page.name}</dd>
        </div>
        <div>
          <dt>Country</dt>
          <dd>{countryName(page.country)}</dd>
        </div>
        <div>
          <dt>Currency</dt>
          <dd>{page.currency}</dd>
        </div>
      </dl>
      <VendorDetailsForm token={token} page={page} onSettled={settle} />
    </>
  );
}
