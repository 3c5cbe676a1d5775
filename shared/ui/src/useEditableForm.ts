import { useEffect, useRef, useState } from 'react';

export interface EditableFormOptions<T> {
  initial: T;
  /** Persists the values; resolves when saved (the simulated wait lives here). */
  save: (values: T) => Promise<void>;
  successMessage: string;
}

export interface EditableForm<T> {
  values: T;
  editing: boolean;
  saving: boolean;
  message: string | null;
  /** The failure of the last save, if it failed. */
  error: string | null;
  edit: () => void;
  cancel: () => void;
  change: <K extends keyof T>(field: K, value: T[K]) => void;
  setValues: (update: (values: T) => T) => void;
  submit: () => Promise<void>;
  dismissMessage: () => void;
}

/**
 * The read-only → Edit → Cancel/Save cycle of spec §4 (profile, bank account,
 * wallet): Cancel restores the last saved values; Save shows a saving state until
 * `save` resolves, then the success message. A second Save while saving is ignored.
 */
export function useEditableForm<T>({
  initial,
  save,
  successMessage,
}: EditableFormOptions<T>): EditableForm<T> {
  const [saved, setSaved] = useState<T>(initial);
  const [values, setValuesState] = useState<T>(initial);
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  const inFlight = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  return {
    values,
    editing,
    saving,
    message,
    error,
    edit: () => {
      setMessage(null);
      setError(null);
      setEditing(true);
    },
    cancel: () => {
      setValuesState(saved);
      setEditing(false);
      setError(null);
    },
    change: (field, value) => setValuesState((previous) => ({ ...previous, [field]: value })),
    setValues: (update) => setValuesState(update),
    submit: async () => {
      if (inFlight.current) return;
      inFlight.current = true;
      setSaving(true);
      setError(null);
      try {
        await save(values);
        if (!mounted.current) return;
        setSaved(values);
        setEditing(false);
        setMessage(successMessage);
      } catch (failure) {
        if (mounted.current)
          setError(failure instanceof Error ? failure.message : 'Saving failed. Please try again.');
      } finally {
        inFlight.current = false;
        if (mounted.current) setSaving(false);
      }
    },
    dismissMessage: () => setMessage(null),
  };
}
