import { useEffect, useState, type FormEvent } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { security } from '@portal/auth/security';
import { compactCode, twoFactorSetupFormSchema } from '@portal/contracts/formSchemas';
import { SECURITY_MESSAGES } from '@portal/contracts/security';
import type { TwoFactorSetupData } from '@portal/contracts/securitySchemas';
import { Alert } from '../Alert';
import { useSchemaForm } from '../forms';
import { TextField } from '../TextField';
import { qrImageSource } from './qrImage';
import { failureOf } from './securityFailure';
import { useEnableTwoFactor } from './twoFactorQueries';

export interface TwoFactorSetupProps {
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
  /** The area's queries to read again once it is on. */
  invalidates?: QueryKey;
}

/** Asks the server for a new secret, shows it to scan or type, and confirms it with a code. */
export function TwoFactorSetup({ onEnabled, onCancel, invalidates }: TwoFactorSetupProps) {
  const [setup, setSetup] = useState<TwoFactorSetupData | null>(null);
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  // The form's ref apart from the rest, so that only the <form> element holds it.
  const { attachForm, ...form } = useSchemaForm(twoFactorSetupFormSchema, { code: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const enable = useEnableTwoFactor(invalidates);
  const pending = enable.isPending;

  useEffect(() => {
    let live = true;
    // Each set-up is a new secret on the server (a POST), asked for once when the set-up opens.
    security.startTwoFactorSetup().then(
      (data) => {
        if (live) setSetup(data);
      },
      (error: unknown) => {
        if (live) setLoadFailure(failureOf(error).message);
      },
    );
    return () => {
      live = false;
    };
  }, []);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    if (!(await form.validateAll())) return;
    try {
      onEnabled(await enable.mutateAsync(compactCode(form.values.code)));
    } catch (error) {
      setFailure(failureOf(error).message);
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
        ref={attachForm}
        className="stack"
        noValidate
        onSubmit={(event) => void send(event)}
        aria-busy={pending}
      >
        <TextField
          label="Authentication code"
          inputMode="numeric"
          autoComplete="one-time-code"
          {...form.field('code')}
          // Checked when sent, as before: leaving the field says nothing yet.
          onBlur={undefined}
        />
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="two-factor-actions">
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
