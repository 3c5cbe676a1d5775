import { useId, useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { Alert } from '../Alert';
import { LoadFailed } from '../server-data';
import { DisableTwoFactorForm } from './DisableTwoFactorForm';
import { RecoveryCodes } from './RecoveryCodes';
import { refusalMessage } from './securityFailure';
import { TwoFactorSetup } from './TwoFactorSetup';
import { useTwoFactorStatus } from './twoFactorQueries';
import './security.css';
import './twoFactor.css';

export interface TwoFactorSectionProps {
  /** Said while the server requires this account to set it up (the admin area: before using it). */
  requiredNote?: string;
  /**
   * The area's own queries, read again once two-factor sign-in is turned on or off:
   * what the server refused while it was required (and the area's banner about it).
   */
  invalidates?: QueryKey;
}

/** What the section shows besides the state itself: the set-up, then the codes it gave. */
type Mode = { name: 'status' } | { name: 'setting-up' } | { name: 'recovery-codes'; codes: string[] };

/**
 * Two-factor sign-in for the signed-in account (admin or customer): its state, setting
 * it up (scan, confirm with a code, keep the recovery codes, shown this once), and
 * turning it off. The state is a query; turning it on or off a mutation that
 * invalidates it and the area's queries.
 */
export function TwoFactorSection({ requiredNote, invalidates }: TwoFactorSectionProps) {
  const titleId = useId();
  const status = useTwoFactorStatus();
  const [mode, setMode] = useState<Mode>({ name: 'status' });
  const [notice, setNotice] = useState<string | null>(null);
  const shown = mode.name === 'status' && status.isSuccess ? status.data : null;
  const reload = () => void status.refetch();

  return (
    <section
      className="card stack security-section"
      aria-labelledby={titleId}
      aria-busy={mode.name === 'status' && status.isPending}
    >
      <h2 id={titleId}>Two-factor authentication</h2>
      {notice && <Alert tone="success">{notice}</Alert>}
      {mode.name === 'status' && status.isPending && (
        <p className="muted">Reading your two-factor sign-in…</p>
      )}
      {mode.name === 'status' && status.isError && (
        <LoadFailed message={refusalMessage(status.error)} onRetry={reload} />
      )}
      {shown && !shown.enabled && (
        <>
          <p>
            Status: <strong>Off</strong>
          </p>
          {shown.required && requiredNote && <Alert tone="warning">{requiredNote}</Alert>}
          <p className="muted">
            Sign-in will ask for a code from an authenticator app on your phone as well as your password.
          </p>
          <div>
            <button
              type="button"
              className="btn"
              onClick={() => {
                setNotice(null);
                setMode({ name: 'setting-up' });
              }}
            >
              Set up two-factor sign-in
            </button>
          </div>
        </>
      )}
      {shown?.enabled && (
        <>
          <p>
            Status: <strong>On</strong> · {shown.recoveryCodesLeft} recovery codes left
          </p>
          <DisableTwoFactorForm
            // The change invalidated the state and the area's queries: they read again.
            onDisabled={setNotice}
            invalidates={invalidates}
          />
        </>
      )}
      {mode.name === 'setting-up' && (
        <TwoFactorSetup
          invalidates={invalidates}
          onEnabled={(codes) => {
            setNotice(null);
            setMode({ name: 'recovery-codes', codes });
          }}
          onCancel={() => setMode({ name: 'status' })}
        />
      )}
      {mode.name === 'recovery-codes' && (
        <RecoveryCodes
          codes={mode.codes}
          onDone={() => {
            setNotice('Two-factor sign-in is on.');
            setMode({ name: 'status' });
            reload();
          }}
        />
      )}
    </section>
  );
}
