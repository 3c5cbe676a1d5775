import { useState, type FormEvent } from 'react';
import { register } from '@portal/auth';
import {
  MESSAGES,
  validateConfirmPassword,
  validateEmail,
  validateName,
  validateNewPassword,
} from '@portal/contracts';
import { Alert, TextField } from '@portal/ui';
import { Dialog, useModals } from '../modals';
import { SubmitButton } from './FormButtons';
import { PASSWORD_HINT } from './passwordHint';
import { attempt, failureMessage, firstFieldErrors, succeeded } from './serverFailure';
import { useFormFields, type FieldRule } from './useFormFields';
import { usePendingAction } from './usePendingAction';

type SignupField = 'name' | 'email' | 'password' | 'confirmPassword';

const RULES: Record<SignupField, FieldRule<SignupField>> = {
  name: validateName,
  email: validateEmail,
  password: validateNewPassword,
  confirmPassword: (value, values) => validateConfirmPassword(value, values.password),
};

/** Sign Up (spec §2, §5, §7, §8): success opens Email Verification for the address entered. */
export function SignupModal() {
  const modals = useModals();
  const form = useFormFields(RULES, { name: '', email: modals.email, password: '', confirmPassword: '' });
  const { pending, run } = usePendingAction();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      if (!form.validateAll()) return;
      setFailure(null);
      const email = form.values.email.trim();
      // confirmPassword is a client-only check (spec §3) and stays in the browser.
      const body = { name: form.values.name.trim(), email, password: form.values.password };
      const result = await attempt(() => register(body));
      if (succeeded(result)) {
        modals.open('verify', { email });
        return;
      }
      form.showErrors(firstFieldErrors(result, ['name', 'email', 'password']));
      setFailure(failureMessage(result, { fallback: MESSAGES.signupFailed, noBody: MESSAGES.unexpected }));
    });
  };

  return (
    <Dialog title="Sign Up" onClose={modals.close}>
      <form ref={form.formRef} className="auth-form" noValidate onSubmit={onSubmit} aria-busy={pending}>
        <TextField label="Full Name" autoComplete="name" {...form.field('name')} />
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          {...form.field('password')}
        />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          {...form.field('confirmPassword')}
        />
        {failure && <Alert tone="error">{failure}</Alert>}
        <SubmitButton pending={pending} label="Sign Up" pendingLabel="Signing Up..." />
      </form>
    </Dialog>
  );
}
