import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { prefetchAnswerSchemas, signIn, type SignInChallenge } from '@portal/auth';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { loginFormSchema } from '@portal/contracts/formSchemas';
import { MESSAGES } from '@portal/contracts/messages';
import type { User } from '@portal/contracts/user';
import { Alert, TextField, useSchemaForm } from '@portal/ui';
import { Dialog, useModals } from '../modals';
import { destinationAfterSignIn } from '../session';
import { failureCode, failureMessage, LinkButton, send, SubmitButton, usePendingAction } from '../forms';
import { loginNoticeFor } from './loginNotice';
import { TwoFactorStep } from './TwoFactorStep';

interface LoginFailure {
  message: string;
  /** Set when the account exists but its address is not verified yet: Log In offers to verify it. */
  unverifiedEmail?: string;
}

/**
 * Log In: on success the session is stored and the user goes back to the page they
 * were sent away from when their role may see it, else to their role's dashboard.
 * An account with two-factor sign-in on is asked for its code in a second step first;
 * everyone else signs in in one step.
 */
export function LoginModal() {
  const modals = useModals();
  const navigate = useNavigate();
  const location = useLocation();
  // The form's ref apart from the rest, so that only the <form> element holds it.
  const { attachForm, ...form } = useSchemaForm(loginFormSchema, { email: modals.email, password: '' });
  const { focus } = form;
  const { pending, run } = usePendingAction();
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [challenge, setChallenge] = useState<SignInChallenge | null>(null);
  const notice = loginNoticeFor(location.state);
  const restarted = useRef(false);

  // Signing in checks the answer with the contracts' schemas, which are not part of the
  // first visit's download: fetching them as the dialog opens means the request does
  // not wait for them (it would, once, otherwise). A failure here is retried by it.
  useEffect(() => {
    prefetchAnswerSchemas().catch(() => undefined);
  }, []);

  // Back from the code step the password field is back and empty; focus goes there
  // once the form is on the page again.
  useEffect(() => {
    if (challenge || !restarted.current) return;
    if (focus('password')) restarted.current = false;
  }, [challenge, focus]);

  const finishSignIn = (user: User) => {
    const { returnTo } = modals;
    modals.close();
    modals.setReturnTo(null);
    void navigate(destinationAfterSignIn(user, returnTo));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      if (!(await form.validateAll())) return;
      setFailure(null);
      const email = form.values.email.trim();
      const sent = await send(() => signIn({ email, password: form.values.password }));
      if (sent.ok) {
        if ('challenge' in sent.value) setChallenge(sent.value.challenge);
        else finishSignIn(sent.value.user);
        return;
      }
      // A refused sign-in stays in the modal; nothing is cleared, nowhere to go.
      setFailure({
        message: failureMessage(sent.failure, {
          fallback: MESSAGES.loginFailed,
          noBody: MESSAGES.unexpected,
        }),
        unverifiedEmail: failureCode(sent.failure) === ERROR_CODES.emailNotVerified ? email : undefined,
      });
    });
  };

  const typedEmail = () => form.values.email.trim();

  if (challenge) {
    return (
      <Dialog title="Two-factor code" onClose={modals.close}>
        <TwoFactorStep
          challenge={challenge}
          onSignedIn={finishSignIn}
          onRestart={() => {
            restarted.current = true;
            setChallenge(null);
            form.setValue('password', '');
          }}
        />
      </Dialog>
    );
  }

  return (
    <Dialog title="Log In" onClose={modals.close}>
      <form ref={attachForm} className="auth-form" noValidate onSubmit={onSubmit} aria-busy={pending}>
        {notice && !failure && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          {...form.field('password')}
        />
        {failure && (
          <div className="auth-failure">
            <Alert tone="error">{failure.message}</Alert>
            {failure.unverifiedEmail && (
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => modals.open('verify', { email: failure.unverifiedEmail })}
              >
                Verify Email
              </button>
            )}
          </div>
        )}
        <SubmitButton pending={pending} label="Log In" pendingLabel="Logging In..." />
      </form>
      <div className="auth-switches">
        <LinkButton onClick={() => modals.open('forgot', { email: typedEmail() })}>
          Forgot password?
        </LinkButton>
        <p>
          Don&apos;t have an account?{' '}
          <LinkButton onClick={() => modals.open('signup', { email: typedEmail() })}>Sign up</LinkButton>
        </p>
      </div>
    </Dialog>
  );
}
