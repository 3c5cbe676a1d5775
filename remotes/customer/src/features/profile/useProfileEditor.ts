import { useEffect, useRef, useState } from 'react';
import type { FieldErrors, Path, PathValue } from 'react-hook-form';
import { CUSTOMER_MESSAGES } from '@portal/contracts/customerMessages';
import { firstErrors } from '@portal/contracts/fieldErrors';
import { profileUpdateSchema, type ProfileUpdate } from '@portal/contracts/profile';
import type { Profile } from '@portal/contracts/profileAnswers';
import { useContractForm } from '@portal/ui';
import { RequestError, SERVER_MESSAGES } from '../../api';
import { hasFieldFor, profileValuesOf, type ProfileValues } from './profileValues';

/** react-hook-form's nested errors as one message per path (`bvn`, `directorInfo.0.ninOrBvn`). */
function flatErrors(errors: FieldErrors<ProfileValues>): Record<string, string> {
  const flat: Record<string, string> = {};
  const walk = (node: unknown, path: string) => {
    if (typeof node !== 'object' || node === null) return;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string' && path) flat[path] = message;
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'message' && key !== 'ref' && key !== 'type' && key !== 'types')
        walk(child, path ? `${path}.${key}` : key);
    }
  };
  walk(errors, '');
  return flat;
}

export interface ProfileEditor {
  values: ProfileValues;
  editing: boolean;
  saving: boolean;
  /** The success message of the last save, until dismissed or Edit. */
  message: string | null;
  /** A refusal with no field of its own to stand next to. */
  error: string | null;
  /** Each refused field's message, keyed by its path. */
  fieldErrors: Record<string, string>;
  /** Counts refusals, so the form can move focus to the first field in error each time. */
  refusals: number;
  edit: () => void;
  cancel: () => void;
  change: <K extends Path<ProfileValues>>(field: K, value: PathValue<ProfileValues, K>) => void;
  /** Forgets the refusals of the fields the customer has just changed. */
  clearErrors: (keys: (key: string) => boolean) => void;
  submit: () => Promise<void>;
  dismissMessage: () => void;
}

/**
 * The profile's edit cycle over react-hook-form: read-only until Edit; Cancel restores
 * what was saved; Save checks the values with the contract's schema and sends them only
 * when they pass. The saving state lasts as long as the call, and the form then shows
 * the profile as the server stored it. A refused save keeps everything typed.
 */
export function useProfileEditor(
  initial: Profile,
  save: (update: ProfileUpdate) => Promise<Profile>,
): ProfileEditor {
  // The contract's schema, the one the server checks with; the id and e-mail the form
  // shows are not part of it, so the parsed output is the body of the save.
  const form = useContractForm<ProfileValues, ProfileUpdate>(profileUpdateSchema, {
    defaultValues: profileValuesOf(initial),
    // A message goes when its field changes and comes back only on the next Save.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { watch, setValue, setError, reset, clearErrors, getValues, formState } = form;
  const values = watch();
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setGeneralError] = useState<string | null>(null);
  const [refusals, setRefusals] = useState(0);
  const inFlight = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const refuse = () => setRefusals((count) => count + 1);

  /** A refused save: next to the fields when the form has them all; otherwise said above it. */
  const refuseFromServer = (failure: unknown) => {
    const fields = failure instanceof RequestError ? firstErrors(failure.errors) : {};
    const placed = Object.keys(fields);
    const allPlaced = placed.length > 0 && placed.every((key) => hasFieldFor(key, getValues()));
    for (const [key, text] of Object.entries(fields)) {
      if (hasFieldFor(key, getValues()))
        setError(key as keyof ProfileValues, { type: 'server', message: text });
    }
    setGeneralError(
      allPlaced ? null : failure instanceof RequestError ? failure.message : SERVER_MESSAGES.failed,
    );
    refuse();
  };

  const send = async (update: ProfileUpdate) => {
    inFlight.current = true;
    setSaving(true);
    setGeneralError(null);
    try {
      const stored = await save(update);
      if (!mounted.current) return;
      reset(profileValuesOf(stored));
      setEditing(false);
      setMessage(CUSTOMER_MESSAGES.profileUpdated);
    } catch (failure) {
      if (mounted.current) refuseFromServer(failure);
    } finally {
      inFlight.current = false;
      if (mounted.current) setSaving(false);
    }
  };

  return {
    values,
    editing,
    saving,
    message,
    error,
    fieldErrors: flatErrors(formState.errors),
    refusals,
    edit: () => {
      setMessage(null);
      setGeneralError(null);
      setEditing(true);
    },
    cancel: () => {
      reset();
      setEditing(false);
      setGeneralError(null);
    },
    change: (field, value) => setValue(field, value),
    clearErrors: (keys) => {
      const refused = Object.keys(flatErrors(formState.errors)).filter(keys);
      if (refused.length > 0) clearErrors(refused as (keyof ProfileValues)[]);
    },
    submit: async () => {
      if (inFlight.current) return;
      setMessage(null);
      await form.handleSubmit(send, refuse)();
    },
    dismissMessage: () => setMessage(null),
  };
}
