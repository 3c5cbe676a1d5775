import type { ReactNode } from 'react';
import { FileDrop, type FileDropProgress } from '@portal/ui';
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
  /** While the chosen files are sent: a fraction 0–1, or 'indeterminate'. */
  progress?: FileDropProgress | null;
  /** The accepted selection; empty when nothing is chosen or the choice was refused. */
  onFilesChange: (files: File[]) => void;
  /** Another kind of file than documents (the bulk payment's CSV): what the picker offers, the hint, the check. */
  rules?: FileRules;
}

/** What a file field takes: the picker's `accept`, the hint under it, and the problems of a selection. */
export interface FileRules {
  accept: string;
  hint: string;
  check: (files: readonly File[]) => string[];
}

const DOCUMENT_RULES: FileRules = { accept: ACCEPT_ATTRIBUTE, hint: UPLOAD_HINT, check: selectionProblems };

/**
 * The customer's file field: the shared drop zone (drag and drop or the picker, each
 * file's name, size and type, Remove) with the portal's rules, refusing a selection
 * that is not a PDF, JPG/JPEG or PNG or is over 5MB (the spec states the limit; the
 * portal enforces it), with the reason next to the field. A refused selection is
 * kept out whole, so what the field lists is always what will be submitted.
 */
export function FileField({
  label,
  name,
  multiple = false,
  disabled,
  notice,
  error,
  progress,
  onFilesChange,
  rules = DOCUMENT_RULES,
}: FileFieldProps) {
  return (
    <FileDrop
      label={label}
      name={name}
      accept={rules.accept}
      hint={rules.hint}
      multiple={multiple}
      disabled={disabled}
      notice={notice}
      error={error}
      check={rules.check}
      progress={progress}
      onFilesChange={onFilesChange}
    />
  );
}
