import { useEffect, useState, type FormEvent } from 'react';
import { startTwoFactorSetup } from '@portal/auth';
import { SECURITY_MESSAGES, type TwoFactorSetupData } from '@portal/contracts';
import { Alert, TextField } from '@portal/ui';
import { qrImageSource } from './qrImage';
import { useEnableTwoFactor } from './twoFactorQueries';

export interface TwoFactorSetupProps {
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** Asks the server for a new secret, shows it to scan or type, and confirms it with a code. */
export function TwoFactorSetup({ onEnabled, onCancel }: TwoFactorSetupProps) {
  const [setup, setSetup] = useState<TwoFactorSetupData | null>(null);
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const enable = useEnableTwoFactor();
  const pending = enable.isPending;

  useEffect(() => {
    let live = true;
    void startTwoFactorSetup().then((answer) => {
      if (!live) return;
      if (answer.ok) setSetup(answer.data);
      else setLoadFailure(answer.message);
    });
    return () => {
      live = false;
    };
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const typed = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(typed)) {
      setCodeError('Please enter the 6-digit code from your authenticator app');
      return;
    }
    setFailure(null);
    const answer = await enable.mutateAsync(typed);
    if (answer.ok) onEnabled(answer.data);
    else setFailure(answer.message);
  };

  if (loadFailure) {
    return (
      <>
        <Alert tone="error">{loadFailure}</Alert>
        <div>
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            Back
          </button>
        </div>
      </>
    );
  }
  if (!setup) return <p className="muted">Preparing a new secret…</p>;

  return (
    <div className="stack">
      <p>{SECURITY_MESSAGES.setupStarted}</p>
      <img
        className="two-factor-qr"
        src={qrImageSource(setup.qrSvg)}
        alt="QR code for your authenticator app"
        width={200}
        height={200}
      />
      <p>
        Can&apos;t scan it? Enter this key in the app instead:{' '}
        <code className="two-factor-secret">{setup.secret}</code>
      </p>
      <form className="stack" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={pending}>
        <TextField
          label="Authentication code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          error={codeError}
          onChange={(event) => {
            setCode(event.target.value);
            setCodeError(undefined);
          }}
        />
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="button-row">
          <button type="submit" className="btn" aria-disabled={pending || undefined}>
            {pending ? 'Turning on...' : 'Turn on'}
          </button>
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </div>
  );
}
