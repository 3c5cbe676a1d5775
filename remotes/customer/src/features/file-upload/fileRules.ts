import { ACCEPTED_UPLOAD_EXTENSIONS, MAX_UPLOAD_BYTES } from '@portal/contracts/customer';

/** For the input's `accept`: the browser's picker offers only these. */
export const ACCEPT_ATTRIBUTE = ACCEPTED_UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export const UPLOAD_HINT = 'PDF, JPG, JPEG or PNG, maximum 5MB per document.';

const extensionOf = (name: string): string => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/**
 * Why a file is refused (not PDF, JPG/JPEG or PNG, or over 5 MB), or undefined when
 * it is fine. `accept` only steers
 * the picker (drag and drop and "All files" bypass it), so the type is checked again.
 */
export function fileProblem(file: File): string | undefined {
  const accepted: readonly string[] = ACCEPTED_UPLOAD_EXTENSIONS;
  if (!file.name.includes('.') || !accepted.includes(extensionOf(file.name))) {
    return `${file.name} is not an accepted file type. Please choose a PDF, JPG, JPEG or PNG file.`;
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    return `${file.name} is larger than 5MB. Please choose a file of 5MB or less.`;
  }
  return undefined;
}

/** The problems of a selection, one per refused file. */
export const selectionProblems = (files: readonly File[]): string[] =>
  files.map(fileProblem).filter((problem): problem is string => problem !== undefined);
