import { useId, useState, type FormEvent } from 'react';
import { changePassword } from '@portal/auth';
import { SECURITY_MESSAGES, validateConfirmPassword, validateNewPassword } from '@portal/contracts';
import { Alert } from '../Alert';
import { TextField } from '../TextField';
import './security.css';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
type Values = Record<Field, string>;

const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };
const LABELS: Record<Field, string> = {
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
};

/** The sign-up's rules for a new password, the same messages, plus the current one required. */
function check(values: Values): Partial<Record<Field, string>> {
  return {
    currentPassword: values.currentPassword ? undefined : SECURITY_MESSAGES.currentPasswordRequired,
    newPassword: validateNewPassword(values.newPassword),
    confirmPassword: validateConfirmPassword(values.confirmPassword, values.newPassword),
  };
}

/**
 * Change password: the current one proves it is the account's owner at the keyboard;
 * the server then signs out every other session, which the success message says.
 */
export function ChangePasswordSection() {
  const titleId = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const found = check(values);
    setErrors(found);
    setOutcome(null);
    const firstInvalid = (Object.keys(LABELS) as Field[]).find((field) => found[field]);
    if (firstInvalid) {
      form.querySelector<HTMLInputElement>(`input[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setPending(true);
    const answer = await changePassword({
      currentPassword: values.currentPassword,
      newPassword: values.newPassword,
    });
    setPending(false);
    if (answer.ok) {
      setValues(EMPTY);
      setOutcome({ tone: 'success', text: SECURITY_MESSAGES.passwordChanged });
      return;
    }
    const fieldErrors = {
      currentPassword: answer.errors.currentPassword?.[0],
      newPassword: answer.errors.newPassword?.[0],
    };
    setErrors(fieldErrors);
    const shownByField = Object.values(fieldErrors).includes(answer.message);
    if (!shownByField) setOutcome({ tone: 'error', text: answer.message });
  };

  const field = (name: Field) => ({
    name,
    label: LABELS[name],
    type: 'password',
    autoComplete: name === 'currentPassword' ? 'current-password' : 'new-password',
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setValues((previous) => ({ ...previous, [name]: value }));
      setErrors((previous) => ({ ...previous, [name]: undefined }));
    },
  });

  return (
    <section className="card stack security-section" aria-labelledby={titleId}>
      <h2 id={titleId}>Change password</h2>
      <form className="stack" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={pending}>
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
