import { useState, type FormEvent } from 'react';
import { SECURITY_MESSAGES } from '@portal/contracts';
import { Alert, TextField } from '@portal/ui';
import { useDisableTwoFactor } from './twoFactorQueries';

export interface DisableTwoFactorFormProps {
  onDisabled: (message: string) => void;
}

/** Turning two-factor sign-in off takes the password and a code, so a stolen session alone cannot. */
export function DisableTwoFactorForm({ onDisabled }: DisableTwoFactorFormProps) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const disable = useDisableTwoFactor();
  const pending = disable.isPending;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const typedCode = code.replace(/\s+/g, '');
    const found = {
      password: password ? undefined : SECURITY_MESSAGES.passwordRequired,
      code: typedCode ? undefined : SECURITY_MESSAGES.codeRequired,
    };
    setErrors(found);
    if (found.password || found.code) return;
    setFailure(null);
    const answer = await disable.mutateAsync({ password, code: typedCode });
    if (answer.ok) {
      onDisabled(SECURITY_MESSAGES.disabled);
      return;
    }
    const fieldErrors = { password: answer.errors.password?.[0], code: answer.errors.code?.[0] };
    setErrors(fieldErrors);
    if (!Object.values(fieldErrors).includes(answer.message)) setFailure(answer.message);
  };

  return (
    <form className="stack" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={pending}>
      <h3>Turn off two-factor sign-in</h3>
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(event) => {
          setPassword(event.target.value);
          setErrors((previous) => ({ ...previous, password: undefined }));
        }}
      />
      <TextField
        label="Authentication code"
        name="code"
        autoComplete="one-time-code"
        value={code}
        error={errors.code}
        onChange={(event) => {
          setCode(event.target.value);
          setErrors((previous) => ({ ...previous, code: undefined }));
        }}
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      <div>
        <button type="submit" className="btn btn-danger" aria-disabled={pending || undefined}>
          {pending ? 'Turning off...' : 'Turn off two-factor sign-in'}
        </button>
      </div>
    </form>
  );
}
