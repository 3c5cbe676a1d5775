import { useState, type FormEvent } from 'react';
import type { DocumentSet } from '@portal/contracts';
import { Alert } from '@portal/ui';
import { FileField } from '../file-upload';
import { DIRECTOR_FILES_LABEL, EMPTY_DOCUMENT_SET, SINGLE_DOCUMENTS } from './documentFields';

export interface DocumentUploadFormProps {
  submitting: boolean;
  onSubmit: (documents: DocumentSet) => void;
  submitError: string | null;
  onDismissSubmitError: () => void;
}

/** Spec §5: nothing is required; whatever was chosen is submitted. */
export function DocumentUploadForm({
  submitting,
  onSubmit,
  submitError,
  onDismissSubmitError,
}: DocumentUploadFormProps) {
  const [documents, setDocuments] = useState<DocumentSet>(EMPTY_DOCUMENT_SET);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit(documents);
  };

  return (
    <form className="card" onSubmit={submit} aria-label="Document upload">
      <h2>Verification Documents</h2>
      {SINGLE_DOCUMENTS.map(({ name, label }) => (
        <FileField
          key={name}
          label={label}
          name={name}
          onFilesChange={(files) => setDocuments((previous) => ({ ...previous, [name]: files[0] ?? null }))}
        />
      ))}
      <FileField
        label={DIRECTOR_FILES_LABEL}
        name="directorInfoFiles"
        multiple
        onFilesChange={(files) => setDocuments((previous) => ({ ...previous, directorInfoFiles: files }))}
      />
      {submitError && (
        <div className="form-alert">
          <Alert tone="error" onDismiss={onDismissSubmitError}>
            {submitError}
          </Alert>
        </div>
      )}
      <button type="submit" className="btn" disabled={submitting} aria-busy={submitting}>
        {submitting ? 'Submitting...' : 'Submit Documents'}
      </button>
    </form>
  );
}
