import type { FormEvent } from 'react';
import type { GlobalError, ResolverResult } from 'react-hook-form';
import { UPLOAD_MESSAGES, type CustomerDocument } from '@portal/contracts/documents';
import { ITEM_STATUS_LABELS } from '@portal/ui/words/onboardingNextStep';
import type { DocumentSet } from '../../api';
import { Alert, Icon, Upload, type FileDropProgress, useContractForm } from '@portal/ui';
import { FileField } from '../file-upload';
import { isFieldOrPart } from '../submission';
import {
  countFiles,
  DIRECTOR_DOCUMENTS,
  EMPTY_DOCUMENT_SET,
  REJECTION_NOTICE,
  SINGLE_DOCUMENTS,
  standingOf,
  type DocumentInput,
} from './documentFields';

export interface DocumentUploadFormProps {
  /** The customer's documents, or null while they are not known. */
  documents: CustomerDocument[] | null;
  submitting: boolean;
  /** What the chosen fields show while the files go (useUploadProgress); null when not sending. */
  progress?: FileDropProgress | null;
  onSubmit: (documents: DocumentSet) => void;
  submitError: string | null;
  onDismissSubmitError: () => void;
  /** The server's refusals keyed by multipart field (`bvnFile`, `directorInfoFiles`). */
  fieldErrors: Record<string, string>;
  onFieldChanged: (field: string) => void;
}

/** A submission needs at least one file; which one is the customer's choice. */
function atLeastOneFile(values: DocumentSet): ResolverResult<DocumentSet> {
  if (countFiles(values) > 0) return { values, errors: {} };
  // The form's own error (`root`), said above the button rather than next to an input.
  const noFiles: GlobalError = { type: 'required', message: UPLOAD_MESSAGES.noFiles };
  return { values: {}, errors: { root: noFiles } };
}

const errorFor = (fieldErrors: Record<string, string>, field: string): string | undefined =>
  Object.entries(fieldErrors).find(([key]) => isFieldOrPart(key, field))?.[1];

/**
 * No single document is required, but a submission needs at least one file.
 * A type already approved cannot be replaced, so it shows its status instead of an
 * input; a rejected one says why and asks for a new file.
 */
export function DocumentUploadForm({
  documents,
  submitting,
  progress = null,
  onSubmit,
  submitError,
  onDismissSubmitError,
  fieldErrors,
  onFieldChanged,
}: DocumentUploadFormProps) {
  const { getValues, setValue, handleSubmit, clearErrors, formState } = useContractForm<DocumentSet>(
    atLeastOneFile,
    {
      defaultValues: EMPTY_DOCUMENT_SET,
      reValidateMode: 'onSubmit',
    },
  );
  const nothingChosen = formState.errors.root?.message;

  const openInputs = [...SINGLE_DOCUMENTS, DIRECTOR_DOCUMENTS].filter(
    ({ type }) => standingOf(documents, type).kind !== 'approved',
  );
  // The server's message stands next to the input it names; one naming no input on
  // this form (or none at all) shows above the button instead.
  const placed = Object.keys(fieldErrors).some((key) =>
    openInputs.some(({ name }) => isFieldOrPart(key, name)),
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    void handleSubmit(onSubmit)(event);
  };

  const choose = (name: keyof DocumentSet, files: File[]) => {
    if (name === 'directorInfoFiles') setValue(name, files);
    else setValue(name, files[0] ?? null);
    if (countFiles(getValues()) > 0) clearErrors('root');
    onFieldChanged(name);
  };

  const input = ({ name, label, type }: DocumentInput) => {
    const standing = standingOf(documents, type);
    if (standing.kind === 'approved') {
      return (
        <div key={name} className="field document-approved" role="group" aria-label={label}>
          <span className="field-label">{label}</span>
          <p className="document-approved-status">{ITEM_STATUS_LABELS.approved}</p>
        </div>
      );
    }
    return (
      <FileField
        key={name}
        label={label}
        name={name}
        multiple={name === DIRECTOR_DOCUMENTS.name}
        disabled={submitting}
        progress={progress}
        notice={standing.kind === 'rejected' ? REJECTION_NOTICE : undefined}
        error={errorFor(fieldErrors, name)}
        onFilesChange={(files) => choose(name, files)}
      />
    );
  };

  return (
    <form className="card" onSubmit={submit} aria-label="Document upload" noValidate>
      <h2>Verification Documents</h2>
      {SINGLE_DOCUMENTS.map(input)}
      {input(DIRECTOR_DOCUMENTS)}
      {nothingChosen && (
        <div className="form-alert">
          <Alert tone="error">{nothingChosen}</Alert>
        </div>
      )}
      {submitError && !placed && (
        <div className="form-alert">
          <Alert tone="error" onDismiss={onDismissSubmitError}>
            {submitError}
          </Alert>
        </div>
      )}
      <button type="submit" className="btn" disabled={submitting} aria-busy={submitting}>
        <Icon icon={Upload} />
        {submitting ? 'Submitting...' : 'Submit Documents'}
      </button>
    </form>
  );
}
