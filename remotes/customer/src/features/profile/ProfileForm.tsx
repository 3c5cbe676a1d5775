import { useEffect, useRef, type FormEvent } from 'react';
import { CUSTOMER_MESSAGES, type CustomerProfile } from '@portal/contracts';
import { Alert, TextField, useEditableForm } from '@portal/ui';
import { DirectorsFieldset } from './DirectorsFieldset';
import { sanitizeIdNumber } from './digitsOnly';

type TextKey = Exclude<keyof CustomerProfile, 'id' | 'directorInfo' | 'bvn'>;

const TEXT_FIELDS: { name: TextKey; label: string; type?: string; autoComplete?: string }[] = [
  { name: 'name', label: 'Full Name', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'address', label: 'Address', autoComplete: 'street-address' },
  { name: 'companyName', label: 'Company Name', autoComplete: 'organization' },
  { name: 'tin', label: 'TIN' },
];

export interface ProfileFormProps {
  initial: CustomerProfile;
  save: (profile: CustomerProfile) => Promise<unknown>;
}

/** Spec §4: read-only until Edit; Cancel restores; Save waits, then confirms. */
export function ProfileForm({ initial, save }: ProfileFormProps) {
  const form = useEditableForm<CustomerProfile>({
    initial,
    save: async (profile) => {
      await save(profile);
    },
    successMessage: CUSTOMER_MESSAGES.profileUpdated,
  });
  const { editing } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);

  // The button pressed disappears when the mode changes; keep focus where the work is.
  useEffect(() => {
    if (editing === wasEditing.current) return;
    wasEditing.current = editing;
    if (editing) formRef.current?.querySelector('input')?.focus();
    else editButton.current?.focus();
  }, [editing]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (editing) void form.submit();
  };

  return (
    <form ref={formRef} className="card profile-form" onSubmit={submit} aria-label="Profile">
      {form.message && (
        <div className="form-alert">
          <Alert tone="success" onDismiss={form.dismissMessage}>
            {form.message}
          </Alert>
        </div>
      )}
      {form.error && (
        <div className="form-alert">
          <Alert tone="error">{form.error}</Alert>
        </div>
      )}
      <p className="muted">Customer ID: {form.values.id}</p>
      <div className="form-grid">
        {TEXT_FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            readOnly={!editing}
            value={form.values[field.name]}
            onChange={(event) => form.change(field.name, event.target.value)}
          />
        ))}
        <TextField
          label="BVN"
          name="bvn"
          inputMode="numeric"
          hint="11 digits"
          readOnly={!editing}
          value={form.values.bvn}
          onChange={(event) => form.change('bvn', sanitizeIdNumber(event.target.value))}
        />
      </div>
      <DirectorsFieldset
        directors={form.values.directorInfo}
        editing={editing}
        onChange={(directors) => form.change('directorInfo', directors)}
      />
      <div className="form-actions">
        {editing ? (
          <>
            <button type="button" className="btn btn-secondary" onClick={form.cancel} disabled={form.saving}>
              Cancel
            </button>
            <button type="submit" className="btn" disabled={form.saving} aria-busy={form.saving}>
              {form.saving ? 'Saving...' : 'Save'}
            </button>
          </>
        ) : (
          <button ref={editButton} type="button" className="btn" onClick={form.edit}>
            Edit
          </button>
        )}
      </div>
    </form>
  );
}
