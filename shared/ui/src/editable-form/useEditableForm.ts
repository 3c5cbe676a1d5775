import { useEffect, useRef, useState } from 'react';
import { firstErrors, type Validated } from '@portal/contracts';

/** Where a refused save's messages go: next to their fields, and what names none above the form. */
export interface Refusal {
  fields: Record<string, string>;
  message: string | null;
}

export interface EditableFormOptions<Values, Body, View> {
  /** The values as last saved (the server's), shown read-only and restored by Cancel. */
  initial: Values;
  /** Checks the typed values with the contract's schema, the one the server checks with. */
  check: (values: Values) => Validated<Body>;
  /** Sends the checked body; resolves with what the server stored. */
  save: (body: Body) => Promise<View>;
  /** The form's values of what the server stored (normalised by it). */
  valuesOf: (view: View) => Values;
  /** How a failed save is shown: each form decides which refusals have a field of their own. */
  refusalOf: (failure: unknown, values: Values) => Refusal;
  successMessage: string;
}

export interface EditableForm<Values> {
  /** The values as last saved. */
  saved: Values;
  values: Values;
  editing: boolean;
  saving: boolean;
  /** The success message of the last save, until dismissed or Edit. */
  message: string | null;
  /** A refusal with no field of its own to stand next to. */
  error: string | null;
  /** Each refused field's message, keyed by its path (`bvn`, `directorInfo.0.ninOrBvn`). */
  fieldErrors: Record<string, string>;
  /** Counts refusals, so the form can move focus to the first field in error each time. */
  refusals: number;
  edit: () => void;
  cancel: () => void;
  change: <K extends keyof Values>(field: K, value: Values[K]) => void;
  setValues: (update: (values: Values) => Values) => void;
  /** Forgets the refusals of the fields the user has just changed. */
  clearErrors: (keys: (key: string) => boolean) => void;
  submit: () => Promise<void>;
  dismissMessage: () => void;
}

/**
 * The read-only → Edit → Cancel/Save cycle over a server-stored record
 * (profile, receiving account, wallet): Save checks the values with the contract's
 * schema first and sends nothing while a field is refused (each message next to its
 * field, the input kept); the saving state lasts as long as the call; the form then
 * shows what the server stored and the success alert. A second Save while saving is
 * ignored.
 */
export function useEditableForm<Values extends object, Body, View>({
  initial,
  check,
  save,
  valuesOf,
  refusalOf,
  successMessage,
}: EditableFormOptions<Values, Body, View>): EditableForm<Values> {
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

  const refuse = ({ fields, message: general }: Refusal) => {
    setFieldErrors(fields);
    setError(general);
    setRefusals((count) => count + 1);
  };

  const submit = async () => {
    if (inFlight.current) return;
    setMessage(null);
    const checked = check(values);
    if (!checked.ok) {
      refuse({ fields: firstErrors(checked.errors), message: null });
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
      if (mounted.current) refuse(refusalOf(failure, values));
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
    change: (field, value) => setValues((previous) => ({ ...previous, [field]: value })),
    setValues: (update) => setValues(update),
    clearErrors: (keys) =>
      setFieldErrors((previous) => {
        const kept = Object.entries(previous).filter(([key]) => !keys(key));
        return kept.length === Object.keys(previous).length ? previous : Object.fromEntries(kept);
      }),
    submit,
    dismissMessage: () => setMessage(null),
  };
}
