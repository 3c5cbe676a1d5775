import { useState } from 'react';
import type { BeneficiaryView } from '@portal/contracts/beneficiaryAnswers';
import { BANK_FIELD_LABELS } from '@portal/ui/words/beneficiaryFieldLabels';
import { CORRIDOR_FIELDS } from '@portal/contracts/beneficiaryPaths';
import { Alert, Dialog } from '@portal/ui';
import { RequestError, SERVER_MESSAGES } from '../../api';
import { countryName } from './countries';
import { formatDay } from './beneficiaryDisplay';
import { useConfirmVendorDetails } from './vendorRequestQueries';

export interface ConfirmVendorDetailsDialogProps {
  beneficiary: BeneficiaryView;
  onConfirmed: (confirmed: BeneficiaryView) => void;
  onClose: () => void;
}

/**
 * Confirms the bank details a vendor entered (D43), shown in full so the confirmer can check
 * them (by a call to the vendor, say) before they become payable. It starts on "Not now".
 */
export function ConfirmVendorDetailsDialog({
  beneficiary,
  onConfirmed,
  onClose,
}: ConfirmVendorDetailsDialogProps) {
  const confirm = useConfirmVendorDetails();
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    if (!confirm.isPending) onClose();
  };
  const decide = async () => {
    setFailure(null);
    try {
      onConfirmed(await confirm.mutateAsync(beneficiary.id));
    } catch (error) {
      setFailure(error instanceof RequestError ? error.message : SERVER_MESSAGES.failed);
    }
  };
  const fields = CORRIDOR_FIELDS[beneficiary.corridor].filter((field) => beneficiary[field] !== null);
  return (
    <Dialog
      title={`Confirm the bank details ${beneficiary.name} entered?`}
      description={`Entered by the vendor on ${formatDay(beneficiary.vendorEntry?.submittedAt ?? beneficiary.detailsChangedAt)}. Once confirmed, payments can be made to this account.`}
      onClose={close}
    >
      <div className="stack">
        <dl className="beneficiary-facts">
          <div>
            <dt>Country</dt>
            <dd>{countryName(beneficiary.country)}</dd>
          </div>
          <div>
            <dt>Address</dt>
            <dd>{beneficiary.address}</dd>
          </div>
          <div>
            <dt>Bank</dt>
            <dd>{beneficiary.bankName}</dd>
          </div>
          {fields.map((field) => (
            <div key={field}>
              <dt>{BANK_FIELD_LABELS[field].label}</dt>
              <dd className="breakable">{beneficiary[field]}</dd>
            </div>
          ))}
        </dl>
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="form-actions">
          <button
            type="button"
            className="btn btn-secondary"
            data-autofocus
            onClick={close}
            disabled={confirm.isPending}
          >
            Not now
          </button>
          <button
            type="button"
            className="btn"
            onClick={() => void decide()}
            disabled={confirm.isPending}
            aria-busy={confirm.isPending}
          >
            {confirm.isPending ? 'Confirming...' : 'Confirm bank details'}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
