import { useId, useState } from 'react';
import { Alert } from '@portal/ui';

/**
 * A secret the server answered once (an API key, a signing secret): shown in a read-only field
 * with a Copy button, and a plain warning that it will not be shown again.
 */
export function SecretOnce({ label, secret, onDone }: { label: string; secret: string; onDone: () => void }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="stack secret-once" role="region" aria-label={`${label}, shown once`}>
      <Alert tone="warning">
        Copy this now: it is shown only once. Keep it out of emails and code repositories.
      </Alert>
      <div className="field">
        <label htmlFor={`${id}-secret`}>{label}</label>
        <input
          id={`${id}-secret`}
          className="breakable secret-value"
          readOnly
          value={secret}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <div className="form-actions">
        <button type="button" className="btn" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy'}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onDone}>
          I have saved it
        </button>
      </div>
    </div>
  );
}
