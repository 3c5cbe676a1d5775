import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { resendVerification, verifyEmail } from '@portal/auth';
import { verifyEmailFormSchema } from '@portal/contracts/formSchemas';
import { MESSAGES } from '@portal/contracts/messages';
import { sanitizeOtpInput } from '@portal/contracts/validation';
import { Alert, EmailInSentence, TextField, useSchemaForm } from '@portal/ui';
import { Dialog, useModals } from '../modals';
import { failureMessage, LinkButton, send, SubmitButton, usePendingAction } from '../forms';
import { EMAIL_VERIFIED_NOTICE_STATE } from './loginNotice';

/**
 * Email Verification for the address the modal was opened with.
 * The server answers a code whose 5 attempts are used up like any wrong code (so the
 * answer never tells whether the address has an account); the description says so
 * up front, since even the right code is refused then.
 */
export function VerifyEmailModal() {
  const modals = useModals();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const { email } = modals;
  // The form's ref apart from the rest, so that only the <form> element holds it.
  const { attachForm, ...form } = useSchemaForm(verifyEmailFormSchema, { otp: '' });
  const verifying = usePendingAction();
  const resending = usePendingAction();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void verifying.run(async () => {
      if (!(await form.validateAll())) return;
      setFailure(null);
      const sent = await send(() => verifyEmail({ email, otp: form.values.otp }));
      if (sent.ok) {
        // The same page, now carrying the notice the Log In modal shows; replace, so
        // Back does not return to a page that says it again.
        void navigate({ pathname, search, hash }, { replace: true, state: EMAIL_VERIFIED_NOTICE_STATE });
        modals.open('login', { email });
        return;
      }
      setFailure(
        failureMessage(sent.failure, { fallback: MESSAGES.verifyInvalid, noBody: MESSAGES.verifyFailed }),
      );
    });
  };

  // A successful resend shows nothing; only the waiting label while it runs.
  const onResend = () =>
    void resending.run(async () => {
      setFailure(null);
      const sent = await send(() => resendVerification(email));
      if (!sent.ok) setFailure(failureMessage(sent.failure, { fallback: MESSAGES.resendFailed }));
    });

  const otp = form.field('otp');
  return (
    <Dialog
      title="Email Verification"
      onClose={modals.close}
      description={
        <>
          Enter the 6-digit code we sent to <EmailInSentence email={email} after="." /> After 5 wrong codes it
          stops working; use Resend Code for a new one.
        </>
      }
    >
      <form
        ref={attachForm}
        className="auth-form"
        noValidate
        onSubmit={onSubmit}
        aria-busy={verifying.pending}
      >
        <TextField
          label="Verification Code"
          className="otp-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          {...otp}
          onChange={(event) => form.setValue('otp', sanitizeOtpInput(event.target.value))}
        />
        {failure && <Alert tone="error">{failure}</Alert>}
        <SubmitButton pending={verifying.pending} label="Verify" pendingLabel="Verifying..." />
      </form>
      <div className="auth-switches">
        <p>
          Didn&apos;t get the code?{' '}
          <LinkButton pending={resending.pending} onClick={onResend}>
            {resending.pending ? 'Resending...' : 'Resend Code'}
          </LinkButton>
        </p>
        <LinkButton onClick={() => modals.open('login', { email })}>Back to Login</LinkButton>
      </div>
    </Dialog>
  );
}
