import type { DocumentSet } from '@portal/contracts';

export type SingleDocument = Exclude<keyof DocumentSet, 'directorInfoFiles'>;

/** Spec §3: the four single documents; director files are the fifth input. */
export const SINGLE_DOCUMENTS: { name: SingleDocument; label: string }[] = [
  { name: 'bvnFile', label: 'BVN Document' },
  { name: 'cacFile', label: 'CAC Certificate' },
  { name: 'proofOfAddress', label: 'Proof of Address' },
  { name: 'tinFile', label: 'TIN Certificate' },
];

export const DIRECTOR_FILES_LABEL = 'Director Information Files';

export const EMPTY_DOCUMENT_SET: DocumentSet = {
  bvnFile: null,
  cacFile: null,
  proofOfAddress: null,
  tinFile: null,
  directorInfoFiles: [],
};

export const countFiles = (documents: DocumentSet): number =>
  SINGLE_DOCUMENTS.filter(({ name }) => documents[name] !== null).length + documents.directorInfoFiles.length;
