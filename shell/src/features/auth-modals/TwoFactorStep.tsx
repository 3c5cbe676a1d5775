import { useEffect, useRef, useState, type FormEvent } from 'react';
import { verifySignInCode, type SignInChallenge } from '@portal/auth';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { compactCode, signInCodeFormSchema } from '@portal/contracts/formSchemas';
import { MESSAGES } from '@portal/contracts/messages';
import { ENTER_CODE_MESSAGE, WRONG_CODE_MESSAGE } from '@portal/contracts/security';
import type { User } from '@portal/contracts/user';
import { Alert, TextField, useSchemaForm } from '@portal/ui';
import { failureCode, failureMessage, LinkButton, send, SubmitButton, usePendingAction } from '../forms';

export interface TwoFactorStepProps {
  challenge: SignInChallenge;
  onSignedIn: (user: User) => void;
  /** Back to the password step: the challenge has expired or the admin wants to start over. */
  onRestart: () => void;
}

/**
 * The second step of a sign-in for an account with two-factor sign-in on: one code,
 * from the authenticator app or one of the recovery codes. Refusals stay in the modal.
 */
export function TwoFactorStep({ challenge, onSignedIn, onRestart }: TwoFactorStepProps) {
  // The form's ref apart from the rest, so that only the <form> element holds it.
  const { attachForm, ...form } = useSchemaForm(signInCodeFormSchema, { code: '' });
  const { focus } = form;
  const [failure, setFailure] = useState<{ message: string; expired: boolean } | null>(null);
  const { pending, run } = usePendingAction();

  const focused = useRef(false);

  // The dialog focused the password field when it opened; the code field replaces it,
  // once the form is on the page (the form element arrives a render after the first).
  useEffect(() => {
    if (!focused.current && focus('code')) focused.current = true;
  }, [focus]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      if (!(await form.validateAll())) return;
      setFailure(null);
      const typed = compactCode(form.values.code);
      const sent = await send(() => verifySignInCode(challenge.challengeToken, typed));
      if (sent.ok) {
        onSignedIn(sent.value);
        return;
      }
      const reason = failureCode(sent.failure);
      setFailure({
        message: failureMessage(sent.failure, {
          fallback: WRONG_CODE_MESSAGE,
          noBody: MESSAGES.unexpected,
        }),
        // An expired or unknown challenge cannot be retried with another code.
        expired: reason === ERROR_CODES.invalidToken || reason === ERROR_CODES.codeExpired,
      });
    });
  };

  return (
    <form ref={attachForm} className="auth-form" noValidate onSubmit={onSubmit} aria-busy={pending}>
      <p>{ENTER_CODE_MESSAGE}, or one of your recovery codes.</p>
      <TextField
        label="Authentication code"
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        {...form.field('code')}
        // The code is checked when sent, not when the field is left (Back to Log In is next to it).
        onBlur={undefined}
      />
      {failure && <Alert tone="error">{failure.message}</Alert>}
      {!failure?.expired && <SubmitButton pending={pending} label="Verify" pendingLabel="Verifying..." />}
      <LinkButton onClick={onRestart}>Back to Log In</LinkButton>
    </form>
  );
}
