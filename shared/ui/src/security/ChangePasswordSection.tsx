import { useId, useState, type FormEvent } from 'react';
import { security } from '@portal/auth/security';
import { changePasswordFormSchema } from '@portal/contracts/formSchemas';
import { SECURITY_MESSAGES } from '@portal/contracts/security';
import { Alert } from '../Alert';
import { useSchemaForm } from '../forms';
import { TextField } from '../TextField';
import { failureOf } from './securityFailure';
import './security.css';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';

const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };
const LABELS: Record<Field, string> = {
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
};

/**
 * Change password: the current one proves it is the account's owner at the keyboard;
 * the server then signs out every other session, which the success message says.
 */
export function ChangePasswordSection() {
  const titleId = useId();
  // The form's ref apart from the rest, so that only the <form> element holds it.
  const { attachForm, ...form } = useSchemaForm(changePasswordFormSchema, EMPTY);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setOutcome(null);
    if (!(await form.validateAll())) return;
    setPending(true);
    try {
      await security.changePassword({
        currentPassword: form.values.currentPassword,
        newPassword: form.values.newPassword,
      });
      form.reset(EMPTY);
      setOutcome({ tone: 'success', text: SECURITY_MESSAGES.passwordChanged });
    } catch (failure) {
      const { message, errors } = failureOf(failure);
      const fieldErrors = {
        currentPassword: errors.currentPassword?.[0],
        newPassword: errors.newPassword?.[0],
      };
      form.showErrors(fieldErrors);
      const shownByField = Object.values(fieldErrors).includes(message);
      if (!shownByField) setOutcome({ tone: 'error', text: message });
    } finally {
      setPending(false);
    }
  };

  const field = (name: Field) => ({
    label: LABELS[name],
    type: 'password',
    autoComplete: name === 'currentPassword' ? 'current-password' : 'new-password',
    ...form.field(name),
    // Checked when sent, as before: leaving a field says nothing yet.
    onBlur: undefined,
  });

  return (
    <section className="card stack security-section" aria-labelledby={titleId}>
      <h2 id={titleId}>Change password</h2>
      <form
        ref={attachForm}
        className="stack"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-busy={pending}
      >
        <TextField {...field('currentPassword')} />
        <TextField {...field('newPassword')} />
        <TextField {...field('confirmPassword')} />
        {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
        <div>
          <button type="submit" className="btn" aria-disabled={pending || undefined}>
            {pending ? 'Changing password...' : 'Change password'}
          </button>
        </div>
      </form>
    </section>
  );
}
