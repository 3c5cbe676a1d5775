import { useEffect, useRef, useState } from 'react';
import { firstErrors, type Validated } from '@portal/contracts';
import type { EditableForm } from '@portal/ui';
import { AdminRequestError, SERVER_MESSAGES } from '../data-source';

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

export interface SettingsEditor<Values> extends EditableForm<Values> {
  /** The values as last saved. */
  saved: Values;
  /** Each refused field's message, keyed by the field's name. */
  fieldErrors: Record<string, string>;
  /** Counts refusals, so the form can move focus to the first field in error each time. */
  refusals: number;
}

/**
 * Spec §4 Edit/Cancel/Save over a server-stored setting (D28): Save checks the
 * values with the contract's schema first and sends nothing while a field is
 * refused (each message next to its field, the input kept); the saving state lasts
 * as long as the call; the form then shows what the server stored and the spec's
 * alert. A refusal of the server is shown next to its field too, or as an alert
 * when it names no field of the form.
 */
export function useSettingsEditor<Values extends object, Body, View>({
  initial,
  check,
  save,
  valuesOf,
  successMessage,
}: SettingsEditorOptions<Values, Body, View>): SettingsEditor<Values> {
  const [saved, setSaved] = useState<Values>(initial);
  const [values, setValues] = useState<Values>(initial);
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [refusals, setRefusals] = useState(0);
  const mounted = useRef(true);
  const inFlight = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const refuse = (errors: Record<string, string>, general: string | null) => {
    setFieldErrors(errors);
    setError(general);
    setRefusals((count) => count + 1);
  };

  const submit = async () => {
    if (inFlight.current) return;
    setMessage(null);
    const checked = check(values);
    if (!checked.ok) {
      refuse(firstErrors(checked.errors), null);
      return;
    }
    inFlight.current = true;
    setSaving(true);
    setError(null);
    setFieldErrors({});
    try {
      const stored = valuesOf(await save(checked.data));
      if (!mounted.current) return;
      setSaved(stored);
      setValues(stored);
      setEditing(false);
      setMessage(successMessage);
    } catch (failure) {
      if (!mounted.current) return;
      const refused = failure instanceof AdminRequestError ? firstErrors(failure.errors) : {};
      const placed = Object.fromEntries(Object.entries(refused).filter(([key]) => key in values));
      const text = failure instanceof Error && failure.message ? failure.message : SERVER_MESSAGES.failed;
      // Every refused field stands next to its input; anything else is said above the form.
      const allPlaced =
        Object.keys(refused).length > 0 && Object.keys(placed).length === Object.keys(refused).length;
      refuse(placed, allPlaced ? null : text);
    } finally {
      inFlight.current = false;
      if (mounted.current) setSaving(false);
    }
  };

  return {
    saved,
    values,
    editing,
    saving,
    message,
    error,
    fieldErrors,
    refusals,
    edit: () => {
      setMessage(null);
      setError(null);
      setEditing(true);
    },
    cancel: () => {
      setValues(saved);
      setEditing(false);
      setError(null);
      setFieldErrors({});
    },
    change: (field, value) => {
      setValues((previous) => ({ ...previous, [field]: value }));
      // The admin is fixing this field: its old refusal no longer applies.
      setFieldErrors((previous) => {
        if (!(String(field) in previous)) return previous;
        const { [String(field)]: _fixed, ...rest } = previous;
        return rest;
      });
    },
    setValues: (update) => setValues(update),
    submit,
    dismissMessage: () => setMessage(null),
  };
}
