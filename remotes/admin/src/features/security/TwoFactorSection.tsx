import { useId, useState } from 'react';
import { Alert, LoadFailed, refusalMessage } from '@portal/ui';
import { DisableTwoFactorForm } from './DisableTwoFactorForm';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoFactorSetup } from './TwoFactorSetup';
import { useTwoFactorStatus } from './twoFactorQueries';

/** What the section shows besides the state itself: the set-up, then the codes it gave. */
type Mode = { name: 'status' } | { name: 'setting-up' } | { name: 'recovery-codes'; codes: string[] };

/**
 * Two-factor sign-in for the admin: its state, setting it up (scan, confirm with a
 * code, keep the recovery codes, shown this once), and turning it off. The state is
 * a query; turning it on or off a mutation that invalidates the admin's queries.
 */
export function TwoFactorSection() {
  const titleId = useId();
  const { state, reload } = useTwoFactorStatus();
  const [mode, setMode] = useState<Mode>({ name: 'status' });
  const [notice, setNotice] = useState<string | null>(null);
  const shown = mode.name === 'status' && state.status === 'ready' ? state.data : null;

  return (
    <section
      className="card stack security-section"
      aria-labelledby={titleId}
      aria-busy={mode.name === 'status' && state.status === 'loading'}
    >
      <h2 id={titleId}>Two-factor authentication</h2>
      {notice && <Alert tone="success">{notice}</Alert>}
      {mode.name === 'status' && state.status === 'loading' && (
        <p className="muted">Reading your two-factor sign-in…</p>
      )}
      {mode.name === 'status' && state.status === 'error' && (
        <LoadFailed message={refusalMessage(state.failure)} onRetry={reload} />
      )}
      {shown && !shown.enabled && (
        <>
          <p>
            Status: <strong>Off</strong>
          </p>
          {shown.required && (
            <Alert tone="warning">Set up two-factor sign-in before using the admin area.</Alert>
          )}
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
            // The change invalidated the admin's queries: the state (and the banner) read again.
            onDisabled={setNotice}
          />
        </>
      )}
      {mode.name === 'setting-up' && (
        <TwoFactorSetup
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
