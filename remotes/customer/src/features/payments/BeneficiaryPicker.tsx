import { useEffect, useState } from 'react';
import type { BeneficiaryView } from '@portal/contracts/beneficiaryAnswers';
import { TextField } from '@portal/ui';
import { countryName, useBeneficiaries } from '../beneficiaries';
import { LoadFailed } from '../load-state';

export interface BeneficiaryPickerProps {
  /** The chosen beneficiary's id; '' when none is chosen. */
  value: string;
  onChange: (beneficiary: BeneficiaryView) => void;
  error?: string;
}

const SEARCH_PAUSE_MS = 250;

/** The account a row shows: the last four of its IBAN or account number. */
const accountTail = (beneficiary: BeneficiaryView) => {
  const account = beneficiary.iban ?? beneficiary.accountNumber ?? '';
  return account ? `••${account.slice(-4)}` : '';
};

/**
 * Pay a saved beneficiary: the book searched by the server (name, bank, account or IBAN)
 * as the customer types, each match a radio button naming who and where; the choice's
 * refusal sits under the search field (which takes focus when it is refused).
 */
export function BeneficiaryPicker({ value, onChange, error }: BeneficiaryPickerProps) {
  const [search, setSearch] = useState('');
  // The server is asked once the customer pauses, not for every key typed.
  const [term, setTerm] = useState('');
  useEffect(() => {
    const pause = setTimeout(() => setTerm(search), SEARCH_PAUSE_MS);
    return () => clearTimeout(pause);
  }, [search]);
  const beneficiaries = useBeneficiaries({ search: term });
  const rows = beneficiaries.data ?? [];
  return (
    <div className="beneficiary-picker">
      <TextField
        label="Search beneficiaries"
        type="search"
        name="beneficiarySearch"
        hint="Name, bank, account number or IBAN"
        error={error}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <fieldset className="beneficiary-choices">
        <legend>Saved beneficiary</legend>
        {beneficiaries.isError && (
          <LoadFailed
            message="Your beneficiaries could not be loaded. Please try again."
            onRetry={() => void beneficiaries.refetch()}
          />
        )}
        {beneficiaries.isPending && <p className="muted">Loading your beneficiaries...</p>}
        {beneficiaries.isSuccess && rows.length === 0 && (
          <p className="muted">
            {term.trim()
              ? 'No saved beneficiary matches this search.'
              : 'You have no saved beneficiaries yet.'}
          </p>
        )}
        {rows.map((beneficiary) => (
          <label key={beneficiary.id} className="choice">
            <input
              type="radio"
              name="beneficiaryId"
              value={beneficiary.id}
              checked={value === beneficiary.id}
              onChange={() => onChange(beneficiary)}
            />
            <span>
              <strong>{beneficiary.name}</strong>{' '}
              <span className="muted">
                {countryName(beneficiary.country)} · {beneficiary.bankName} {accountTail(beneficiary)} ·{' '}
                {beneficiary.currency}
              </span>
            </span>
          </label>
        ))}
        {beneficiaries.hasNextPage && (
          <button
            type="button"
            className="btn btn-secondary"
            disabled={beneficiaries.isFetchingNextPage}
            onClick={() => void beneficiaries.fetchNextPage()}
          >
            Show more
          </button>
        )}
      </fieldset>
    </div>
  );
}
