import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  BUSINESS_ROLE_HINTS,
  BUSINESS_ROLE_LABELS,
  BUSINESS_ROLES,
  invitationBodySchema,
  TEAM_MESSAGES,
  type InvitationBody,
} from '@portal/contracts';
import { Alert, TextField } from '@portal/ui';
import { RequestError, useInviteMemberMutation } from '../../api';
import { refusalText } from './refusal';

interface InviteValues {
  email: string;
  role: string;
}
const EMPTY: InviteValues = { email: '', role: '' };
const resolver = standardSchemaResolver<InviteValues, unknown, InvitationBody>(invitationBodySchema);
const isField = (name: string): name is keyof InviteValues => name === 'email' || name === 'role';

/**
 * Invites a person by e-mail with a role (each role's hint beside it); checked by the
 * contracts' schema, each refusal (the form's or the server's) under its field.
 */
export function InviteForm({ onInvited }: { onInvited: (message: string) => void }) {
  const id = useId();
  const invite = useInviteMemberMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset, control } = useForm<
    InviteValues,
    unknown,
    InvitationBody
  >({ defaultValues: EMPTY, resolver, reValidateMode: 'onSubmit' });
  const chosen = useWatch({ control, name: 'role' });
  const roleError = formState.errors.role?.message;

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await invite.mutateAsync(body);
      reset(EMPTY);
      onInvited(`${TEAM_MESSAGES.invited} to ${body.email}`);
    } catch (error) {
      const fields =
        error instanceof RequestError
          ? Object.entries(error.errors ?? {}).filter(([name]) => isField(name))
          : [];
      for (const [name, messages] of fields) {
        if (isField(name)) setError(name, { type: 'server', message: messages?.[0] ?? refusalText(error) });
      }
      if (fields.length === 0) setFailure(refusalText(error));
    }
  });

  const hint = (BUSINESS_ROLES as readonly string[]).includes(chosen)
    ? BUSINESS_ROLE_HINTS[chosen as keyof typeof BUSINESS_ROLE_HINTS]
    : 'What the person may do in your business.';

  return (
    <form
      noValidate
      aria-label="Invite a member"
      className="stack invite-form"
      onSubmit={(event) => void submit(event)}
    >
      <div className="form-grid">
        <TextField
          label="E-mail"
          type="email"
          autoComplete="off"
          error={formState.errors.email?.message}
          disabled={invite.isPending}
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
            disabled={invite.isPending}
            {...register('role')}
          >
            <option value="">Choose a role</option>
            {BUSINESS_ROLES.map((role) => (
              <option key={role} value={role}>
                {BUSINESS_ROLE_LABELS[role]}: {BUSINESS_ROLE_HINTS[role]}
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
      {failure && (
        <Alert tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <div className="form-actions">
        <button type="submit" className="btn" disabled={invite.isPending} aria-busy={invite.isPending}>
          {invite.isPending ? 'Sending...' : 'Send invitation'}
        </button>
      </div>
    </form>
  );
}
