import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { ACCEPT_ATTRIBUTE, selectionProblems, UPLOAD_HINT } from './fileRules';

export interface FileFieldProps {
  label: string;
  name: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Said above the input, e.g. why a new file is needed. */
  notice?: ReactNode;
  /** A refusal from elsewhere (the server's), shown when the selection itself is fine. */
  error?: string;
  /** The accepted selection; empty when nothing is chosen or the choice was refused. */
  onFilesChange: (files: File[]) => void;
}

/**
 * A file input that refuses a selection that is not a PDF, JPG/JPEG or PNG or is over
 * 5MB (the spec states the limit; the portal enforces it),
 * with the reason next to the input. A refused selection is cleared whole, so what
 * the input shows is always what will be submitted.
 */
export function FileField({
  label,
  name,
  multiple = false,
  disabled,
  notice,
  error,
  onFilesChange,
}: FileFieldProps) {
  const id = useId();
  const [chosenProblems, setProblems] = useState<string[]>([]);
  const problems = chosenProblems.length > 0 ? chosenProblems : error ? [error] : [];
  const describedBy = [
    notice ? `${id}-notice` : null,
    `${id}-hint`,
    problems.length > 0 ? `${id}-error` : null,
  ]
    .filter(Boolean)
    .join(' ');

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    const refused = selectionProblems(files);
    setProblems(refused);
    if (refused.length > 0) {
      event.target.value = '';
      onFilesChange([]);
    } else {
      onFilesChange(files);
    }
  };

  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {notice && (
        <p id={`${id}-notice`} className="field-notice">
          {notice}
        </p>
      )}
      <input
        id={id}
        name={name}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        multiple={multiple}
        disabled={disabled}
        aria-invalid={problems.length > 0 ? true : undefined}
        aria-describedby={describedBy}
        onChange={choose}
      />
      <p id={`${id}-hint`} className="field-hint">
        {multiple ? `You can choose several files. ${UPLOAD_HINT}` : UPLOAD_HINT}
      </p>
      {problems.length > 0 && (
        <div id={`${id}-error`} className="field-error" role="alert">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      )}
    </div>
  );
}
