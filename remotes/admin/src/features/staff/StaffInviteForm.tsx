import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  STAFF_LIMITS,
  STAFF_MESSAGES,
  STAFF_ROLE_HINTS,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  staffInvitationBodySchema,
  type StaffInvitationBody,
  type StaffRole,
} from '@portal/contracts';
import { Alert, TextField } from '@portal/ui';
import { RequestError } from '../../api';
import { contractResolver } from '../forms';
import { refusalText, StepUpField, useStepUpCode } from '../step-up';
import { useInviteStaffMutation } from './staffQueries';

interface InviteValues {
  email: string;
  role: string;
}
const EMPTY: InviteValues = { email: '', role: '' };
const resolver = contractResolver<InviteValues, StaffInvitationBody>(staffInvitationBodySchema);
const isField = (name: string): name is keyof InviteValues => name === 'email' || name === 'role';
const isStaffRole = (value: string): value is StaffRole => (STAFF_ROLES as readonly string[]).includes(value);

/** Said under the form: how long the e-mailed link works, and what the newcomer does first. */
export const STAFF_INVITE_NOTE = `The invitation e-mail's link works once, for ${STAFF_LIMITS.invitationHours} hours. Newcomers set up an authenticator app before they can use the admin portal.`;

/**
 * Invites a person by e-mail with a staff role (the chosen role's hint beside it); checked by
 * the contracts' schema, each refusal (the form's or the server's) under its field.
 */
export function StaffInviteForm({ onInvited }: { onInvited: (message: string) => void }) {
  const id = useId();
  const invite = useInviteStaffMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const code = useStepUpCode();
  const { register, handleSubmit, formState, setError, reset, control } = useForm<
    InviteValues,
    unknown,
    StaffInvitationBody
  >({ defaultValues: EMPTY, resolver, reValidateMode: 'onSubmit' });
  const chosen = useWatch({ control, name: 'role' });
  const roleError = formState.errors.role?.message;

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await invite.mutateAsync({ ...body, stepUp: code.stepUp() });
      reset(EMPTY);
      code.clear();
      onInvited(`${STAFF_MESSAGES.invited} to ${body.email}`);
    } catch (error) {
      if (code.refused(error)) return;
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

  const hint = isStaffRole(chosen) ? STAFF_ROLE_HINTS[chosen] : 'What the person may do on the platform.';

  return (
    <form
      noValidate
      aria-label="Invite a staff member"
      className="stack staff-invite-form"
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
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {STAFF_ROLE_LABELS[role]}: {STAFF_ROLE_HINTS[role]}
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
      <StepUpField {...code.field(invite.isPending)} />
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
