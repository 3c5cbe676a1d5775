// Imported by the component that uses it: the package marks only CSS as a side effect, so a
// stylesheet imported by a feature's index.ts is dropped with the re-exports webpack skips.
import './paymentRequests.css';
import { useId, useState, type ReactNode } from 'react';
import type { BeneficiarySignals as Signals } from '@portal/contracts/beneficiaryAnswers';
import { Icon, TriangleAlert } from '@portal/ui';
import { DetailList, formatDate, formatDateTime } from '../details';
import { bankDetailRows } from './bankDetails';

/** One flag: a warning icon and the word "Warning" for screen readers, so colour never carries it alone. */
function Flag({ children }: { children: ReactNode }) {
  return (
    <li className="signal-flag">
      <Icon icon={TriangleAlert} />
      <span className="signal-flag-body">
        <span className="visually-hidden">Warning: </span>
        {children}
      </span>
    </li>
  );
}

/** "Bank details changed on <date>", with the details they replaced behind a disclosure. */
function DetailsChanged({ at, previous }: { at: string; previous: Signals['previousBankDetails'] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Flag>
      <span>
        Bank details changed on{' '}
        <time dateTime={at} title={formatDateTime(at)}>
          {formatDate(at)}
        </time>
      </span>
      {previous && (
        <>
          {' '}
          <button
            type="button"
            className="btn btn-secondary btn-small signal-disclosure"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((shown) => !shown)}
          >
            Show previous details
          </button>
          <div id={panelId} className="signal-previous" hidden={!open}>
            <DetailList details={bankDetailRows(previous)} />
          </div>
        </>
      )}
    </Flag>
  );
}

/** D43: the bank details paid were typed by the vendor through a link (and confirmed by the business). */
export const VENDOR_ENTERED = 'Bank details entered by the vendor';

/**
 * What the reviewer should weigh before approving (D33): a first payment to this
 * beneficiary, bank details that replaced earlier ones (the commonest payment fraud is a
 * "new bank details" e-mail), bank details the vendor entered themselves (D43), and an
 * account saved under another name in the same book.
 * Nothing is shown for a request made before the beneficiary book (signals null) or when
 * no flag is raised.
 */
export function BeneficiarySignals({ signals }: { signals: Signals | null }) {
  if (
    !signals ||
    (!signals.firstPaymentToBeneficiary &&
      !signals.bankDetailsChangedAt &&
      !signals.duplicateAccountUnderOtherName &&
      !signals.bankDetailsEnteredByVendor)
  )
    return null;
  return (
    <ul className="beneficiary-signals" aria-label="Beneficiary warnings">
      {signals.firstPaymentToBeneficiary && (
        <Flag>
          <span>First payment to this beneficiary</span>
        </Flag>
      )}
      {signals.bankDetailsChangedAt && (
        <DetailsChanged at={signals.bankDetailsChangedAt} previous={signals.previousBankDetails} />
      )}
      {signals.bankDetailsEnteredByVendor && (
        <Flag>
          <span>{VENDOR_ENTERED}</span>
        </Flag>
      )}
      {signals.duplicateAccountUnderOtherName && (
        <Flag>
          <span>Account also saved under another beneficiary name</span>
        </Flag>
      )}
    </ul>
  );
}
