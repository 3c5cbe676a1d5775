import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { security } from '@portal/auth';
import {
  compactCode,
  SECURITY_MESSAGES,
  twoFactorSetupFormSchema,
  type TwoFactorSetupData,
} from '@portal/contracts';
import { Alert, TextField } from '@portal/ui';
import { contractResolver } from '../forms';
import { qrImageSource } from './qrImage';
import { refusalOf } from './refusalOf';
import { useEnableTwoFactor } from './twoFactorQueries';

export interface TwoFactorSetupProps {
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

interface CodeValues {
  code: string;
}

const checkCode = contractResolver<CodeValues, CodeValues>(twoFactorSetupFormSchema);

/** Asks the server for a new secret, shows it to scan or type, and confirms it with a code. */
export function TwoFactorSetup({ onEnabled, onCancel }: TwoFactorSetupProps) {
  const [setup, setSetup] = useState<TwoFactorSetupData | null>(null);
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  const form = useForm<CodeValues, unknown, CodeValues>({
    defaultValues: { code: '' },
    resolver: checkCode,
    shouldFocusError: false,
  });
  const codeError = form.formState.errors.code?.message;
  const [failure, setFailure] = useState<string | null>(null);
  const enable = useEnableTwoFactor();
  const pending = enable.isPending;

  useEffect(() => {
    let live = true;
    // Each set-up is a new secret on the server (a POST), asked for once when the set-up opens.
    security.startTwoFactorSetup().then(
      (data) => {
        if (live) setSetup(data);
      },
      (error: unknown) => {
        if (live) setLoadFailure(refusalOf(error).message);
      },
    );
    return () => {
      live = false;
    };
  }, []);

  const send = async ({ code }: CodeValues) => {
    if (pending) return;
    setFailure(null);
    try {
      onEnabled(await enable.mutateAsync(compactCode(code)));
    } catch (error) {
      setFailure(refusalOf(error).message);
    }
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
      <form
        className="stack"
        noValidate
        onSubmit={(event) => void form.handleSubmit(send)(event)}
        aria-busy={pending}
      >
        <TextField
          label="Authentication code"
          inputMode="numeric"
          autoComplete="one-time-code"
          error={codeError}
          {...form.register('code')}
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
