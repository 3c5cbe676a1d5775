import { firstErrors, type Validated } from '@portal/contracts';
import { useEditableForm, type EditableForm } from '@portal/ui';
import { RequestError, SERVER_MESSAGES } from '../../api';

export interface SettingsEditorOptions<Values, Body, View> {
  /** The values as last saved (the server's), shown read-only and restored by Cancel. */
  initial: Values;
  /** Checks the typed values with the contract's schema, the one the server checks with. */
  check: (values: Values) => Validated<Body>;
  /** Sends the checked body; resolves with what the server stored. */
  save: (body: Body) => Promise<View>;
  /** The form's values of what the server stored (normalised: SWIFT upper case, checksummed addresses). */
  valuesOf: (view: View) => Values;
  successMessage: string;
}

export type SettingsEditor<Values> = EditableForm<Values>;

/** A refused save: each refused field next to its input; anything else said above the form. */
function settingsRefusal(failure: unknown, values: object) {
  const refused = failure instanceof RequestError ? firstErrors(failure.errors) : {};
  const fields = Object.fromEntries(Object.entries(refused).filter(([key]) => key in values));
  const text = failure instanceof Error && failure.message ? failure.message : SERVER_MESSAGES.failed;
  const allPlaced =
    Object.keys(refused).length > 0 && Object.keys(fields).length === Object.keys(refused).length;
  return { fields, message: allPlaced ? null : text };
}

/**
 * Edit/Cancel/Save over a setting kept on the server (checked there before a Save
 * can succeed), on the shared
 * editable form; the admin fixing a field clears that field's refusal.
 */
export function useSettingsEditor<Values extends object, Body, View>(
  options: SettingsEditorOptions<Values, Body, View>,
): SettingsEditor<Values> {
  const form = useEditableForm({ ...options, refusalOf: settingsRefusal });
  return {
    ...form,
    change: (field, value) => {
      form.change(field, value);
      form.clearErrors((key) => key === String(field));
    },
  };
}
