import { useEffect, useId, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import type { BeneficiaryView } from '@portal/contracts/beneficiaryAnswers';
import type { BeneficiaryInput } from '@portal/contracts/beneficiaryRules';
import { Alert, Info, Icon, useContractForm } from '@portal/ui';
import { RequestError, SERVER_MESSAGES, useBlockedCountries } from '../../api';
import { BeneficiaryFields } from './BeneficiaryFields';
import {
  beneficiaryFormValues,
  beneficiaryResolver,
  EMPTY_BENEFICIARY_FORM,
  type BeneficiaryFormValues,
} from './beneficiaryForm';
import { useSaveBeneficiary } from './beneficiaryQueries';

/** Said in the edit form: a change of bank details is a new version, not a rewrite. */
export const NEW_VERSION_NOTE = 'Changing bank details keeps earlier payments as they were.';

const FIELD_NAMES = new Set<string>(Object.keys(EMPTY_BENEFICIARY_FORM));

export interface BeneficiaryEditorProps {
  /** The beneficiary being edited; none to add one. */
  beneficiary?: BeneficiaryView | null;
  onSaved: (saved: BeneficiaryView) => void;
  onCancel: () => void;
}

/**
 * Adds or edits a beneficiary: BeneficiaryFields checked by the contracts' schema, then
 * saved; the server's refusals are shown under their fields, anything else above Save.
 */
export function BeneficiaryEditor({ beneficiary, onSaved, onCancel }: BeneficiaryEditorProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const save = useSaveBeneficiary();
  const [failure, setFailure] = useState<string | null>(null);
  const blockedCountries = useBlockedCountries();
  const form = useContractForm<BeneficiaryFormValues, BeneficiaryInput>(beneficiaryResolver, {
    defaultValues: beneficiary ? beneficiaryFormValues(beneficiary) : EMPTY_BENEFICIARY_FORM,
    reValidateMode: 'onSubmit',
  });

  // The editor replaces the list: start reading at its heading.
  useEffect(() => heading.current?.focus(), []);

  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      onSaved(await save.mutateAsync({ id: beneficiary?.id, input }));
    } catch (error) {
      if (!(error instanceof RequestError)) {
        setFailure(SERVER_MESSAGES.failed);
        return;
      }
      const fieldErrors = Object.entries(error.errors ?? {}).filter(([field]) => FIELD_NAMES.has(field));
      for (const [field, messages] of fieldErrors) {
        form.setError(field as keyof BeneficiaryFormValues, {
          type: 'server',
          message: messages?.[0] ?? error.message,
        });
      }
      if (fieldErrors.length === 0) setFailure(error.message);
    }
  });

  const title = beneficiary ? `Edit ${beneficiary.name}` : 'Add a beneficiary';
  return (
    <section className="card beneficiary-editor" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <FormProvider {...form}>
        <form
          noValidate
          aria-labelledby={headingId}
          onSubmit={(event) => void submit(event)}
          className="stack"
        >
          <BeneficiaryFields
            blockedCountries={blockedCountries}
            disabled={save.isPending}
            bankNote={
              beneficiary && (
                <p className="beneficiary-version-note">
                  <Icon icon={Info} />
                  {NEW_VERSION_NOTE}
                </p>
              )
            }
          />
          {failure && (
            <Alert tone="error" onDismiss={() => setFailure(null)}>
              {failure}
            </Alert>
          )}
          <div className="form-actions">
            <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={save.isPending}>
              Cancel
            </button>
            <button type="submit" className="btn" disabled={save.isPending} aria-busy={save.isPending}>
              {save.isPending ? 'Saving...' : beneficiary ? 'Save changes' : 'Save beneficiary'}
            </button>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
