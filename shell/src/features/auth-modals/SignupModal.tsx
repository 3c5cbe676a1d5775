import { useState, type FormEvent } from 'react';
import { register } from '@portal/auth';
import { signupFormSchema } from '@portal/contracts/formSchemas';
import { MESSAGES } from '@portal/contracts/messages';
import { Alert, TextField, useSchemaForm } from '@portal/ui';
import { Dialog, useModals } from '../modals';
import {
  failureMessage,
  firstFieldErrors,
  NewPasswordFields,
  send,
  SubmitButton,
  usePendingAction,
} from '../forms';

/** Sign Up: success opens Email Verification for the address entered. */
export function SignupModal() {
  const modals = useModals();
  // The form's ref apart from the rest, so that only the <form> element holds it.
  const { attachForm, ...form } = useSchemaForm(signupFormSchema, {
    name: '',
    email: modals.email,
    password: '',
    confirmPassword: '',
  });
  const { pending, run } = usePendingAction();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      if (!(await form.validateAll())) return;
      setFailure(null);
      const email = form.values.email.trim();
      // confirmPassword is a check in the browser only; the server is never sent it.
      const body = { name: form.values.name.trim(), email, password: form.values.password };
      const sent = await send(() => register(body));
      if (sent.ok) {
        modals.open('verify', { email });
        return;
      }
      form.showErrors(firstFieldErrors(sent.failure, ['name', 'email', 'password']));
      setFailure(
        failureMessage(sent.failure, { fallback: MESSAGES.signupFailed, noBody: MESSAGES.unexpected }),
      );
    });
  };

  return (
    <Dialog title="Sign Up" onClose={modals.close}>
      <form ref={attachForm} className="auth-form" noValidate onSubmit={onSubmit} aria-busy={pending}>
        <TextField label="Full Name" autoComplete="name" {...form.field('name')} />
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <NewPasswordFields
          labels={{ password: 'Password', confirmPassword: 'Confirm Password' }}
          password={form.field('password')}
          confirmPassword={form.field('confirmPassword')}
        />
        {failure && <Alert tone="error">{failure}</Alert>}
        <SubmitButton pending={pending} label="Sign Up" pendingLabel="Signing Up..." />
      </form>
    </Dialog>
  );
}
