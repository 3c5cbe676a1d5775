import type { BeneficiaryView } from '@portal/contracts/beneficiaryAnswers';
import { accountLastFour, formatDay } from './beneficiaryDisplay';
import { countryName } from './countries';

export interface BeneficiaryListProps {
  beneficiaries: readonly BeneficiaryView[];
  labelledBy: string;
  /** Left out for a role that may not change beneficiaries: no Edit buttons. */
  onEdit?: (beneficiary: BeneficiaryView) => void;
  /** Left out for a role that may not change beneficiaries: no Archive buttons. */
  onArchive?: (beneficiary: BeneficiaryView) => void;
  /** D43: left out for a role that may not confirm (owner and approver may): no Confirm buttons. */
  onConfirm?: (beneficiary: BeneficiaryView) => void;
  /** D43: left out for a role that may not ask vendors for their details. */
  onAskVendor?: (beneficiary: BeneficiaryView) => void;
}

/** D43: who typed the bank details shown, when the vendor did, and whether they may be paid yet. */
function vendorEntryText({ vendorEntry }: BeneficiaryView): string | null {
  if (!vendorEntry) return null;
  return vendorEntry.confirmedAt
    ? `Bank details entered by the vendor, confirmed ${formatDay(vendorEntry.confirmedAt)}`
    : 'Bank details entered by the vendor: awaiting confirmation before it can be paid';
}

/** The saved beneficiaries as cards (one column on a phone): who, where, which bank and account, when details changed. */
export function BeneficiaryList({
  beneficiaries,
  labelledBy,
  onEdit,
  onArchive,
  onConfirm,
  onAskVendor,
}: BeneficiaryListProps) {
  return (
    <ul className="beneficiary-list" aria-labelledby={labelledBy}>
      {beneficiaries.map((beneficiary) => {
        const lastFour = accountLastFour(beneficiary);
        const vendorEntry = vendorEntryText(beneficiary);
        const awaiting = Boolean(beneficiary.vendorEntry && !beneficiary.vendorEntry.confirmedAt);
        return (
          <li key={beneficiary.id} className="card beneficiary-card">
            <h2 className="beneficiary-name">{beneficiary.name}</h2>
            <dl className="beneficiary-facts">
              <div>
                <dt>Country</dt>
                <dd>{countryName(beneficiary.country)}</dd>
              </div>
              <div>
                <dt>Bank</dt>
                <dd>{beneficiary.bankName}</dd>
              </div>
              {lastFour && (
                <div>
                  <dt>Account</dt>
                  <dd>
                    <span aria-hidden="true">•••• </span>
                    <span className="visually-hidden">ending </span>
                    {lastFour}
                  </dd>
                </div>
              )}
              <div>
                <dt>Currency</dt>
                <dd>{beneficiary.currency}</dd>
              </div>
            </dl>
            <p className="muted beneficiary-changed">
              Details changed {formatDay(beneficiary.detailsChangedAt)}
            </p>
            {vendorEntry && <p className="beneficiary-vendor-entry">{vendorEntry}</p>}
            {awaiting && onConfirm && (
              <div className="beneficiary-actions">
                <button
                  type="button"
                  className="btn btn-small"
                  aria-label={`Confirm the bank details of ${beneficiary.name}`}
                  onClick={() => onConfirm(beneficiary)}
                >
                  Confirm
                </button>
              </div>
            )}
            {onEdit && onArchive && (
              <div className="beneficiary-actions">
                {onAskVendor && (
                  <button
                    type="button"
                    className="btn btn-secondary btn-small"
                    aria-label={`Ask ${beneficiary.name} for bank details`}
                    onClick={() => onAskVendor(beneficiary)}
                  >
                    Ask the vendor
                  </button>
                )}
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  aria-label={`Edit ${beneficiary.name}`}
                  onClick={() => onEdit(beneficiary)}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  aria-label={`Archive ${beneficiary.name}`}
                  onClick={() => onArchive(beneficiary)}
                >
                  Archive
                </button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
