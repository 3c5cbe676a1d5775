import { useState, type FormEvent } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { compactCode, disableTwoFactorFormSchema } from '@portal/contracts/formSchemas';
import { SECURITY_MESSAGES } from '@portal/contracts/security';
import { Alert } from '../Alert';
import { useSchemaForm } from '../forms';
import { TextField } from '../TextField';
import { failureOf } from './securityFailure';
import { useDisableTwoFactor } from './twoFactorQueries';

export interface DisableTwoFactorFormProps {
  onDisabled: (message: string) => void;
  /** The area's queries to read again once it is off. */
  invalidates?: QueryKey;
}

/** Turning two-factor sign-in off takes the password and a code, so a stolen session alone cannot. */
export function DisableTwoFactorForm({ onDisabled, invalidates }: DisableTwoFactorFormProps) {
  // The form's ref apart from the rest, so that only the <form> element holds it.
  const { attachForm, ...form } = useSchemaForm(disableTwoFactorFormSchema, { password: '', code: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const disable = useDisableTwoFactor(invalidates);
  const pending = disable.isPending;

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    if (!(await form.validateAll())) return;
    try {
      await disable.mutateAsync({ password: form.values.password, code: compactCode(form.values.code) });
      onDisabled(SECURITY_MESSAGES.disabled);
    } catch (error) {
      const { message, errors } = failureOf(error);
      const fieldErrors = { password: errors.password?.[0], code: errors.code?.[0] };
      form.showErrors(fieldErrors);
      // A refusal already said beside its field is not said twice.
      if (!Object.values(fieldErrors).includes(message)) setFailure(message);
    }
  };

  // Checked when sent, as before: leaving a field says nothing yet.
  const field = (name: 'password' | 'code') => ({ ...form.field(name), onBlur: undefined });

  return (
    <form
      ref={attachForm}
      className="stack"
      noValidate
      onSubmit={(event) => void send(event)}
      aria-busy={pending}
    >
      <h3>Turn off two-factor sign-in</h3>
      <TextField label="Password" type="password" autoComplete="current-password" {...field('password')} />
      <TextField label="Authentication code" autoComplete="one-time-code" {...field('code')} />
      {failure && <Alert tone="error">{failure}</Alert>}
      <div>
        <button type="submit" className="btn btn-danger" aria-disabled={pending || undefined}>
          {pending ? 'Turning off...' : 'Turn off two-factor sign-in'}
        </button>
      </div>
    </form>
  );
}
