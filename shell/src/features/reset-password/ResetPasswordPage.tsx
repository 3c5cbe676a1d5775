import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { resetPassword, signOut, useSession } from '@portal/auth';
import { newPasswordFormSchema } from '@portal/contracts/formSchemas';
import { Alert, useSchemaForm } from '@portal/ui';
import { PASSWORD_RESET_NOTICE_STATE } from '../auth-modals';
import {
  failureMessage,
  firstFieldErrors,
  LinkButton,
  NewPasswordFields,
  send,
  SubmitButton,
  usePendingAction,
} from '../forms';
import { useModals } from '../modals';
import './resetPassword.css';

export const RESET_FAILED = 'Failed to reset password. Please try again.';
export const LINK_INCOMPLETE =
  'This password reset link is incomplete. Request a new link to choose a new password.';

/** The page the e-mailed password-reset link opens, `/reset-password?token=...`. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { open } = useModals();
  const requestNewLink = () => open('forgot');

  return (
    <main id="main-content" className="container reset-password">
      <div className="card">
        <h1>Reset your password</h1>
        {token ? (
          <ResetPasswordForm token={token} onRequestNewLink={requestNewLink} />
        ) : (
          <>
            <Alert tone="error">{LINK_INCOMPLETE}</Alert>
            <button type="button" className="btn reset-password-action" onClick={requestNewLink}>
              Request a new link
            </button>
          </>
        )}
      </div>
    </main>
  );
}

function ResetPasswordForm({ token, onRequestNewLink }: { token: string; onRequestNewLink: () => void }) {
  const navigate = useNavigate();
  const { open } = useModals();
  const { isAuthenticated } = useSession();
  // The form's ref apart from the rest, so that only the <form> element holds it.
  const { attachForm, ...form } = useSchemaForm(newPasswordFormSchema, { password: '', confirmPassword: '' });
  const { pending, run } = usePendingAction();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      if (!(await form.validateAll())) return;
      setFailure(null);
      const sent = await send(() => resetPassword({ token, password: form.values.password }));
      if (sent.ok) {
        // A reset ends every session of the account; this tab's is one of them.
        if (isAuthenticated) await signOut();
        void navigate('/', { replace: true, state: PASSWORD_RESET_NOTICE_STATE });
        open('login');
        return;
      }
      form.showErrors(firstFieldErrors(sent.failure, ['password']));
      setFailure(failureMessage(sent.failure, { fallback: RESET_FAILED }));
    });
  };

  return (
    <>
      <p className="muted">Choose a new password for your account.</p>
      <form ref={attachForm} className="auth-form" noValidate onSubmit={onSubmit} aria-busy={pending}>
        <NewPasswordFields
          labels={{ password: 'New password', confirmPassword: 'Confirm new password' }}
          password={form.field('password')}
          confirmPassword={form.field('confirmPassword')}
        />
        {failure && <Alert tone="error">{failure}</Alert>}
        <SubmitButton pending={pending} label="Reset Password" pendingLabel="Resetting..." />
      </form>
      <p className="reset-password-new-link">
        Link expired? <LinkButton onClick={onRequestNewLink}>Request a new link</LinkButton>
      </p>
    </>
  );
}
