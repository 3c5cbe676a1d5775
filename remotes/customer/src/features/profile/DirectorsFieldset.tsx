import type { Director } from '@portal/contracts';
import { TextField } from '@portal/ui';
import { sanitizeIdNumber } from './digitsOnly';

export const EMPTY_DIRECTOR: Director = { name: '', ninOrBvn: '', position: '' };

export interface DirectorsFieldsetProps {
  directors: Director[];
  editing: boolean;
  onChange: (directors: Director[]) => void;
}

/** The directors list of spec §3: add and remove while editing; read-only otherwise. */
export function DirectorsFieldset({ directors, editing, onChange }: DirectorsFieldsetProps) {
  const update = (index: number, field: keyof Director, value: string) =>
    onChange(directors.map((director, at) => (at === index ? { ...director, [field]: value } : director)));

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
              readOnly={!editing}
              value={director.name}
              onChange={(event) => update(index, 'name', event.target.value)}
            />
            <TextField
              label="NIN or BVN"
              inputMode="numeric"
              readOnly={!editing}
              value={director.ninOrBvn}
              onChange={(event) => update(index, 'ninOrBvn', sanitizeIdNumber(event.target.value))}
            />
            <TextField
              label="Position"
              readOnly={!editing}
              value={director.position}
              onChange={(event) => update(index, 'position', event.target.value)}
            />
          </div>
          {editing && (
            <button
              type="button"
              className="btn btn-secondary"
              aria-label={`Remove director ${index + 1}`}
              onClick={() => onChange(directors.filter((_, at) => at !== index))}
            >
              Remove
            </button>
          )}
        </fieldset>
      ))}
      {editing && (
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => onChange([...directors, { ...EMPTY_DIRECTOR }])}
        >
          Add Director
        </button>
      )}
    </fieldset>
  );
}
