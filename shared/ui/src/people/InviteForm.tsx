import { useId, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { RequestError, SERVER_MESSAGES } from '@portal/auth';
import { Alert } from '../Alert';
import { useContractForm, type ContractSchema } from '../forms/useContractForm';
import { TextField } from '../TextField';
import { isRoleAmong, type PeopleWords } from './audience';

/** The invite form's fields as typed, before the contract's schema reads them. */
export interface InvitationValues {
  email: string;
  role: string;
}
type InviteValues = InvitationValues;
const EMPTY: InviteValues = { email: '', role: '' };
const isField = (name: string): name is keyof InviteValues => name === 'email' || name === 'role';

export interface InviteFormProps<
  Role extends string,
  Body extends { email: string; role: Role },
> extends PeopleWords<Role> {
  /** The form's accessible name, e.g. "Invite a member". */
  label: string;
  /** Beside the role select until a role is chosen: what a role means here. */
  roleHintFallback: string;
  /** The contract's invitation schema of the audience (the server's own check). */
  schema: ContractSchema<Body>;
  /** Sends the invitation; its refusal is shown under the field it names, else under the form. */
  send: (body: Body) => Promise<unknown>;
  sending: boolean;
  /** Takes a refusal the caller shows itself (a wrong authentication code); true when it did. */
  handled?: (failure: unknown) => boolean;
  onInvited: (body: Body) => void;
  /** Fields the audience adds before the button (the staff's authentication code). */
  children?: ReactNode;
}

/**
 * Invites a person by e-mail with one of the audience's roles (the chosen role's hint
 * beside it); checked by the contract's schema, each refusal (the form's or the server's)
 * under its field. The one invite form of the team and the staff pages.
 */
export function InviteForm<Role extends string, Body extends { email: string; role: Role }>({
  label,
  roles,
  roleLabels,
  roleHints,
  roleHintFallback,
  schema,
  send,
  sending,
  handled,
  onInvited,
  children,
}: InviteFormProps<Role, Body>) {
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset, control } = useContractForm<InviteValues, Body>(
    schema,
    { defaultValues: EMPTY, reValidateMode: 'onSubmit' },
  );
  const chosen = useWatch({ control, name: 'role' });
  const roleError = formState.errors.role?.message;

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await send(body);
      reset(EMPTY);
      onInvited(body);
    } catch (error) {
      if (handled?.(error)) return;
      const text = error instanceof RequestError ? error.message : SERVER_MESSAGES.failed;
      const fields =
        error instanceof RequestError
          ? Object.entries(error.errors ?? {}).filter(([name]) => isField(name))
          : [];
      for (const [name, messages] of fields) {
        if (isField(name)) setError(name, { type: 'server', message: messages?.[0] ?? text });
      }
      if (fields.length === 0) setFailure(text);
    }
  });

  const hint = isRoleAmong(roles, chosen) ? roleHints[chosen] : roleHintFallback;

  return (
    <form noValidate aria-label={label} className="stack" onSubmit={(event) => void submit(event)}>
      <div className="form-grid">
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          error={formState.errors.email?.message}
          disabled={sending}
          {...register('email')}
        />
        <div className="field">
          <label htmlFor={`${id}-role`}>Role</label>
          <select
            id={`${id}-role`}
            aria-invalid={roleError ? true : undefined}
            aria-describedby={[`${id}-role-hint`, roleError ? `${id}-role-error` : null]
              .filter(Boolean)
              .join(' ')}
            disabled={sending}
            {...register('role')}
          >
            <option value="">Choose a role</option>
            {roles.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}: {roleHints[role]}
              </option>
            ))}
          </select>
          <p id={`${id}-role-hint`} className="field-hint">
            {hint}
          </p>
          {roleError && (
            <p id={`${id}-role-error`} className="field-error">
              {roleError}
            </p>
          )}
        </div>
      </div>
      {children}
      {failure && (
        <Alert tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <div className="form-actions">
        <button type="submit" className="btn" disabled={sending} aria-busy={sending}>
          {sending ? 'Sending...' : 'Send invitation'}
        </button>
      </div>
    </form>
  );
}
