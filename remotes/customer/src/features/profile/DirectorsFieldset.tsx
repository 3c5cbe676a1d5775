import type { Director } from '@portal/contracts/customer';
import { TextField } from '@portal/ui';
import { sanitizeIdNumber } from './digitsOnly';

export const EMPTY_DIRECTOR: Director = { name: '', ninOrBvn: '', position: '' };

export interface DirectorsFieldsetProps {
  directors: Director[];
  editing: boolean;
  /** Refusals keyed by path: `directorInfo` for the list, `directorInfo.0.name` for a field. */
  errors: Record<string, string>;
  /**
   * The new list, and the path of the one field that changed (`directorInfo.0.name`),
   * or null when directors were added or removed.
   */
  onChange: (directors: Director[], changedKey: string | null) => void;
}

/** The profile's list of directors: add and remove while editing; read-only otherwise. */
export function DirectorsFieldset({ directors, editing, errors, onChange }: DirectorsFieldsetProps) {
  const update = (index: number, field: keyof Director, value: string) =>
    onChange(
      directors.map((director, at) => (at === index ? { ...director, [field]: value } : director)),
      `directorInfo.${index}.${field}`,
    );
  const errorOf = (index: number, field: keyof Director) => errors[`directorInfo.${index}.${field}`];

  return (
    <fieldset className="directors">
      <legend>Directors</legend>
      {directors.length === 0 && <p className="muted">No directors added yet.</p>}
      {directors.map((director, index) => (
        // Directors have no identity of their own; the position in the list is it.
        <fieldset key={index} className="director">
          <legend>Director {index + 1}</legend>
          <div className="form-grid">
            <TextField
              label="Director Name"
              name={`directorInfo.${index}.name`}
              readOnly={!editing}
              value={director.name}
              error={errorOf(index, 'name')}
              onChange={(event) => update(index, 'name', event.target.value)}
            />
            <TextField
              label="NIN or BVN"
              name={`directorInfo.${index}.ninOrBvn`}
              inputMode="numeric"
              readOnly={!editing}
              value={director.ninOrBvn}
              error={errorOf(index, 'ninOrBvn')}
              onChange={(event) => update(index, 'ninOrBvn', sanitizeIdNumber(event.target.value))}
            />
            <TextField
              label="Position"
              name={`directorInfo.${index}.position`}
              readOnly={!editing}
              value={director.position}
              error={errorOf(index, 'position')}
              onChange={(event) => update(index, 'position', event.target.value)}
            />
          </div>
          {editing && (
            <button
              type="button"
              className="btn btn-secondary"
              aria-label={`Remove director ${index + 1}`}
              onClick={() =>
                onChange(
                  directors.filter((_, at) => at !== index),
                  null,
                )
              }
            >
              Remove
            </button>
          )}
        </fieldset>
      ))}
      {errors.directorInfo && (
        <p className="field-error" role="alert">
          {errors.directorInfo}
        </p>
      )}
      {editing && (
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => onChange([...directors, { ...EMPTY_DIRECTOR }], null)}
        >
          Add Director
        </button>
      )}
    </fieldset>
  );
}
