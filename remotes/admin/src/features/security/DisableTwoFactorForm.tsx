import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { compactCode, disableTwoFactorFormSchema, SECURITY_MESSAGES } from '@portal/contracts';
import { Alert, TextField } from '@portal/ui';
import { contractResolver } from '../forms';
import { refusalOf } from './refusalOf';
import { useDisableTwoFactor } from './twoFactorQueries';

export interface DisableTwoFactorFormProps {
  onDisabled: (message: string) => void;
}

interface DisableValues {
  password: string;
  code: string;
}

const checkDisable = contractResolver<DisableValues, DisableValues>(disableTwoFactorFormSchema);

/** Turning two-factor sign-in off takes the password and a code, so a stolen session alone cannot. */
export function DisableTwoFactorForm({ onDisabled }: DisableTwoFactorFormProps) {
  const form = useForm<DisableValues, unknown, DisableValues>({
    defaultValues: { password: '', code: '' },
    resolver: checkDisable,
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const disable = useDisableTwoFactor();
  const pending = disable.isPending;

  const send = async ({ password, code }: DisableValues) => {
    if (pending) return;
    setFailure(null);
    try {
      await disable.mutateAsync({ password, code: compactCode(code) });
      onDisabled(SECURITY_MESSAGES.disabled);
    } catch (error) {
      const refusal = refusalOf(error);
      const shown = (['password', 'code'] as const).flatMap((field) => {
        const message = refusal.errors[field];
        if (!message) return [];
        form.setError(field, { type: 'server', message });
        return [message];
      });
      // A refusal already said beside its field is not said twice.
      if (!shown.includes(refusal.message)) setFailure(refusal.message);
    }
  };

  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => void form.handleSubmit(send)(event)}
      aria-busy={pending}
    >
      <h3>Turn off two-factor sign-in</h3>
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label="Authentication code"
        autoComplete="one-time-code"
        error={errors.code?.message}
        {...form.register('code')}
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
