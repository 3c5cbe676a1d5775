import { useEffect, useRef, useState, type FormEvent } from 'react';
import { verifySignInCode, type SignInChallenge } from '@portal/auth';
import { ERROR_CODES, MESSAGES, SECURITY_MESSAGES, type User } from '@portal/contracts';
import { Alert, TextField } from '@portal/ui';
import { attempt, failureCode, failureMessage, LinkButton, SubmitButton, usePendingAction } from '../forms';

export interface TwoFactorStepProps {
  challenge: SignInChallenge;
  onSignedIn: (user: User) => void;
  /** Back to the password step: the challenge has expired or the admin wants to start over. */
  onRestart: () => void;
}

/** Spaces an app or a printed list puts in a code are not part of it. */
const codeOf = (typed: string) => typed.replace(/\s+/g, '');

/**
 * The second step of a sign-in for an account with two-factor sign-in on: one code,
 * from the authenticator app or one of the recovery codes. Refusals stay in the modal.
 */
export function TwoFactorStep({ challenge, onSignedIn, onRestart }: TwoFactorStepProps) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<{ message: string; expired: boolean } | null>(null);
  const { pending, run } = usePendingAction();
  const formRef = useRef<HTMLFormElement>(null);

  // The dialog focused the password field when it opened; the code field replaces it.
  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      const typed = codeOf(code);
      if (!typed) {
        setFieldError(SECURITY_MESSAGES.codeRequired);
        formRef.current?.querySelector('input')?.focus();
        return;
      }
      setFailure(null);
      const outcome = await attempt(() => verifySignInCode(challenge.challengeToken, typed));
      if (outcome?.ok) {
        onSignedIn(outcome.user);
        return;
      }
      const result = outcome?.result ?? null;
      const reason = failureCode(result);
      setFailure({
        message: failureMessage(result, {
          fallback: SECURITY_MESSAGES.wrongCode,
          noBody: MESSAGES.unexpected,
        }),
        // An expired or unknown challenge cannot be retried with another code.
        expired: reason === ERROR_CODES.invalidToken || reason === ERROR_CODES.codeExpired,
      });
    });
  };

  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={onSubmit} aria-busy={pending}>
      <p>{SECURITY_MESSAGES.enterCode}, or one of your recovery codes.</p>
      <TextField
        label="Authentication code"
        name="code"
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        value={code}
        error={fieldError}
        onChange={(event) => {
          setCode(event.target.value);
          setFieldError(undefined);
        }}
      />
      {failure && <Alert tone="error">{failure.message}</Alert>}
      {!failure?.expired && <SubmitButton pending={pending} label="Verify" pendingLabel="Verifying..." />}
      <LinkButton onClick={onRestart}>Back to Log In</LinkButton>
    </form>
  );
}
