import type { FormEvent } from 'react';
import type { ProfileUpdate } from '@portal/contracts/profile';
import type { Profile } from '@portal/contracts/profileAnswers';
import { Alert, EditSaveControls, TextField, useEditingFocus } from '@portal/ui';
import { DirectorsFieldset } from './DirectorsFieldset';
import { ProfileDetails } from './ProfileDetails';
import './profileDetails.css';
import { sanitizeIdNumber } from './digitsOnly';
import type { ProfileValues } from './profileValues';
import { useProfileEditor } from './useProfileEditor';

type TextKey = 'name' | 'phone' | 'address' | 'companyName' | 'tin' | 'bvn';

interface TextFieldSpec {
  name: TextKey;
  label: string;
  type?: string;
  autoComplete?: string;
  hint?: string;
}

const FIELDS_BEFORE_EMAIL: TextFieldSpec[] = [{ name: 'name', label: 'Full Name', autoComplete: 'name' }];

const FIELDS_AFTER_EMAIL: TextFieldSpec[] = [
  {
    name: 'phone',
    label: 'Phone',
    type: 'tel',
    autoComplete: 'tel',
    hint: 'Local or international, e.g. 0803 123 4567 or +234 803 123 4567',
  },
  { name: 'address', label: 'Address', autoComplete: 'street-address' },
  { name: 'companyName', label: 'Company Name', autoComplete: 'organization' },
  { name: 'tin', label: 'TIN' },
];

export interface ProfileFormProps {
  initial: Profile;
  save: (update: ProfileUpdate) => Promise<Profile>;
  /** No Edit button: the customer's role may read the profile but not change it. */
  readOnly?: boolean;
}

/**
 * Read mode is a description list (ProfileDetails); Edit turns it into the form;
 * Cancel restores; Save checks, sends, then confirms next to the buttons.
 * A refused value shows its message next to its field, and focus goes to the first
 * field in error so the customer lands where the work is.
 */
export function ProfileForm({ initial, save, readOnly = false }: ProfileFormProps) {
  const form = useProfileEditor(initial, save);
  const { editing, fieldErrors, refusals } = form;
  // The button pressed disappears when the mode changes; keep focus where the work is.
  const { formRef, editRef } = useEditingFocus(editing, refusals);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (editing) void form.submit();
  };

  const changeText = (name: TextKey, value: string) => {
    form.change(name, value);
    form.clearErrors((key) => key === name);
  };

  const textField = (field: TextFieldSpec) => (
    <TextField
      key={field.name}
      label={field.label}
      name={field.name}
      type={field.type}
      autoComplete={field.autoComplete}
      hint={field.hint}
      value={form.values[field.name]}
      error={fieldErrors[field.name]}
      onChange={(event) => changeText(field.name, event.target.value)}
    />
  );

  const changeDirectors = (directors: ProfileValues['directorInfo'], changedKey: string | null) => {
    form.change('directorInfo', directors);
    // A removal renumbers the directors after it: their messages no longer fit them.
    form.clearErrors((key) =>
      changedKey === null ? key.startsWith('directorInfo') : key === changedKey || key === 'directorInfo',
    );
  };

  return (
    <form ref={formRef} className="card profile-form" onSubmit={submit} aria-label="Profile" noValidate>
      {form.error && (
        <div className="form-alert">
          <Alert tone="error">{form.error}</Alert>
        </div>
      )}
      {editing ? (
        <>
          <div className="form-grid">
            {FIELDS_BEFORE_EMAIL.map(textField)}
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              hint="Your sign-in address; it cannot be changed here."
              readOnly
              value={form.values.email}
            />
            {FIELDS_AFTER_EMAIL.map(textField)}
            <TextField
              label="BVN"
              name="bvn"
              inputMode="numeric"
              hint="11 digits"
              value={form.values.bvn}
              error={fieldErrors.bvn}
              onChange={(event) => changeText('bvn', sanitizeIdNumber(event.target.value))}
            />
          </div>
          <DirectorsFieldset
            directors={form.values.directorInfo}
            editing
            errors={fieldErrors}
            onChange={changeDirectors}
          />
        </>
      ) : (
        <ProfileDetails values={form.values} />
      )}
      {!readOnly && (
        <div className="form-actions">
          <EditSaveControls form={form} editRef={editRef} />
          {/* Beside the button that saved, where the eyes are; role=status announces it. */}
          {form.message && (
            <div className="profile-saved">
              <Alert tone="success" onDismiss={form.dismissMessage}>
                {form.message}
              </Alert>
            </div>
          )}
        </div>
      )}
    </form>
  );
}
