import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { RequestError, SERVER_MESSAGES } from '@portal/auth';
import { Alert, TextField, useSchemaForm } from '@portal/ui';
import { acceptInvitation } from './invitationApi';
import type { InvitationKind, InvitationView } from './invitationKinds';
import { invitationFormSchema, type InvitationField } from './invitationFormSchema';
import { stateOfRefusal, type InvitationState } from './useInvitation';
import { PASSWORD_HINT } from '@portal/ui/words/passwordHint';

const EMPTY: Record<InvitationField, string> = { name: '', password: '', confirmPassword: '' };

export interface InvitationFormProps {
  kind: InvitationKind;
  token: string;
  invitation: InvitationView;
  /** A link that died while the newcomer typed (used or expired): the page says so instead. */
  onLinkDead: (state: InvitationState) => void;
}

/**
 * The newcomer's name and password, checked by the spec's rules as they type and on submit;
 * the server's field refusals show under their fields. Accepted, the member is signed in
 * (the session stored as sign-in stores it) and goes to the kind's landing page.
 */
export function InvitationForm({ kind, token, invitation, onLinkDead }: InvitationFormProps) {
  const navigate = useNavigate();
  const { attachForm, ...form } = useSchemaForm(invitationFormSchema, EMPTY);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    void (async () => {
      if (!(await form.validateAll())) return;
      setPending(true);
      setFailure(null);
      try {
        await acceptInvitation(kind, token, {
          name: form.values.name.trim(),
          password: form.values.password,
        });
        void navigate(kind.landing, { replace: true });
      } catch (error) {
        setPending(false);
        const state = stateOfRefusal(error);
        if (state.status === 'expired' || state.status === 'invalid') return onLinkDead(state);
        const fields = error instanceof RequestError ? error.errors : {};
        const shown = { name: fields.name?.[0], password: fields.password?.[0] };
        if (shown.name || shown.password) form.showErrors(shown);
        setFailure(state.status === 'failed' ? state.message : SERVER_MESSAGES.failed);
      }
    })();
  };

  return (
    <form
      ref={attachForm}
      className="card invitation-form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="invitation-form-title"
      aria-busy={pending}
    >
      <h2 id="invitation-form-title">Create your account</h2>
      <TextField label="Email" type="email" value={invitation.email} readOnly autoComplete="username" />
      <div className="invitation-role">
        <p>
          Role: <strong>{invitation.roleLabel}</strong>
        </p>
        <p className="field-hint">{invitation.roleHint}</p>
        {kind.nextStep && <p className="invitation-next">{kind.nextStep}</p>}
      </div>
      <TextField label="Full Name" autoComplete="name" {...form.field('name')} />
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
      {failure && (
        <Alert tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <button type="submit" className="btn" disabled={pending} aria-busy={pending}>
        {pending ? 'Joining...' : 'Join the team'}
      </button>
    </form>
  );
}
