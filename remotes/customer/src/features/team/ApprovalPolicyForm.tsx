import { useId, useState, type ReactNode } from 'react';
import { formatMoney } from '@portal/rules/money';
import {
  approvalPolicyBodySchema,
  TEAM_MESSAGES,
  type ApprovalPolicy,
  type ApprovalPolicyBody,
} from '@portal/contracts/teams';
import { groupAmount } from '@portal/rules/typedAmount';
import { Alert, TextField, useContractForm } from '@portal/ui';
import { RequestError, useSaveApprovalPolicyMutation } from '../../api';
import { refusalText } from './refusal';

export const REQUIRE_TWO_FACTOR_LABEL = 'Require two-factor sign-in for every member';
export const NO_THRESHOLD = 'None: every request goes straight to VendorBridge';

interface PolicyValues {
  thresholdNgn: string;
  requireTwoFactor: boolean;
}

const valuesOf = (policy: ApprovalPolicy): PolicyValues => ({
  thresholdNgn: policy.thresholdNgn ? groupAmount(policy.thresholdNgn) : '',
  requireTwoFactor: policy.requireTwoFactor,
});

/** The policy as a non-owner reads it. */
export function ApprovalPolicySummary({ policy }: { policy: ApprovalPolicy }) {
  return (
    <dl className="summary-list">
      <div className="summary-line">
        <dt>Second approver needed from</dt>
        <dd>{policy.thresholdNgn ? formatMoney(policy.thresholdNgn, 'NGN') : NO_THRESHOLD}</dd>
      </div>
      <div className="summary-line">
        <dt>Two-factor sign-in</dt>
        <dd>{policy.requireTwoFactor ? 'Required for every member' : 'Each member chooses'}</dd>
      </div>
    </dl>
  );
}

/**
 * The owner's approval policy form: the naira amount from which a request needs an
 * approver other than its maker (empty: none), and whether every member must sign in
 * with an authenticator app.
 */
export function ApprovalPolicyForm({
  policy,
  onSaved,
  notice,
}: {
  policy: ApprovalPolicy;
  onSaved: (message: string) => void;
  /** The saved notice, shown beside Save where the owner is looking. */
  notice?: ReactNode;
}) {
  const id = useId();
  const save = useSaveApprovalPolicyMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useContractForm<
    PolicyValues,
    ApprovalPolicyBody
  >(approvalPolicyBodySchema, { defaultValues: valuesOf(policy), reValidateMode: 'onSubmit' });

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      reset(valuesOf(await save.mutateAsync(body)));
      onSaved(TEAM_MESSAGES.policySaved);
    } catch (error) {
      const threshold = error instanceof RequestError ? error.errors?.thresholdNgn?.[0] : undefined;
      if (threshold) setError('thresholdNgn', { type: 'server', message: threshold });
      else setFailure(refusalText(error));
    }
  });

  return (
    <form
      noValidate
      aria-label={TEAM_MESSAGES.policy}
      className="stack"
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        label="Second approver needed from (₦)"
        inputMode="decimal"
        hint="Requests of this naira amount or more wait for an approver other than their maker. Leave empty for none."
        error={formState.errors.thresholdNgn?.message}
        disabled={save.isPending}
        {...register('thresholdNgn')}
      />
      <div className="field-checkbox">
        <input
          id={`${id}-two-factor`}
          type="checkbox"
          disabled={save.isPending}
          {...register('requireTwoFactor')}
        />
        <label htmlFor={`${id}-two-factor`}>{REQUIRE_TWO_FACTOR_LABEL}</label>
      </div>
      {failure && (
        <Alert tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <div className="form-actions">
        <button type="submit" className="btn" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save policy'}
        </button>
      </div>
      {notice}
    </form>
  );
}
