import type { Profile } from '@portal/contracts/profileAnswers';

/** What the form edits: the profile as the server answered it. */
export type ProfileValues = Omit<Profile, 'updatedAt'>;

export const profileValuesOf = ({ updatedAt: _updatedAt, ...values }: Profile): ProfileValues => ({
  ...values,
  directorInfo: values.directorInfo.map((director) => ({ ...director })),
});

const DIRECTOR_FIELD = /^directorInfo\.(\d+)\.(name|ninOrBvn|position)$/;
const TOP_FIELDS: readonly string[] = [
  'name',
  'phone',
  'address',
  'bvn',
  'tin',
  'companyName',
  'directorInfo',
];

/** Whether the form has a place next to a field for a refusal keyed `key`. */
export function hasFieldFor(key: string, values: ProfileValues): boolean {
  if (TOP_FIELDS.includes(key)) return true;
  const director = DIRECTOR_FIELD.exec(key);
  return director !== null && Number(director[1]) < values.directorInfo.length;
}
