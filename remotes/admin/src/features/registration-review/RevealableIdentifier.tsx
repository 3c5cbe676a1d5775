import { useState } from 'react';
import { REVEAL_FIELD_LABELS } from '@portal/words/revealFields';
import type { RevealBody } from '@portal/contracts/registrationReview';
import { ValueOrNotSet } from '../details';
import { useAdminDataSource } from '../../api';

export interface RevealableIdentifierProps {
  registrationId: string;
  /** What to reveal: the BVN, the TIN, or one director's NIN or BVN (by place in the list). */
  target: RevealBody;
  /** Whose number it is, for the button's name when several are on the page (a director's name). */
  owner?: string;
  masked: string;
  /** Only those who review customers may reveal (the server answers 403 otherwise). */
  mayReveal: boolean;
}

/**
 * A BVN, TIN or director's NIN/BVN shown masked, with a button that fetches and shows the
 * full value. Each reveal is audited by the server, so the value is asked for only on the
 * click and kept only on screen.
 */
export function RevealableIdentifier({
  registrationId,
  target,
  owner,
  masked,
  mayReveal,
}: RevealableIdentifierProps) {
  const source = useAdminDataSource();
  const [value, setValue] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const label = REVEAL_FIELD_LABELS[target.field];

  const reveal = async () => {
    setBusy(true);
    setFailure(null);
    try {
      setValue(await source.revealIdentifier(registrationId, target));
    } catch (error) {
      setFailure(
        error instanceof Error && error.message ? error.message : `The ${label} could not be revealed.`,
      );
    } finally {
      setBusy(false);
    }
  };

  if (masked === '') return <ValueOrNotSet value="" />;
  return (
    <span className="revealable">
      <span className="money" aria-live="polite">
        {value ?? masked}
      </span>
      {value === null && mayReveal && (
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          aria-disabled={busy}
          onClick={() => {
            if (!busy) void reveal();
          }}
        >
          {/* One short word on screen (three lines at 375 px otherwise, shots8); the full name for
              a screen reader and the tests: "Reveal full NIN or BVN of <name>". */}
          {busy ? 'Revealing' : 'Reveal'}
          <span className="visually-hidden">
            {` full ${label}`}
            {owner && ` of ${owner}`}
          </span>
          {busy && '…'}
        </button>
      )}
      {failure && (
        <span className="field-error" role="alert">
          {failure}
        </span>
      )}
    </span>
  );
}
