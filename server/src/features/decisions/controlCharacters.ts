import { hasControlCharacter, hasControlCharacterBesidesLayout } from '@portal/rules/controlCharacters';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { ApiError } from '../../plugins/http';

// The admin's searches, filters and reasons follow the one control-character rule of
// @portal/rules; a reason typed in a text area may keep its line breaks and tabs.

export const CONTROL_MESSAGES = {
  search: 'The search must not contain control characters.',
  reason: 'The reason must not contain control characters.',
  filter: 'A filter must not contain control characters.',
} as const;

const refused = (field: keyof typeof CONTROL_MESSAGES, path: string = field) =>
  new ApiError(400, CONTROL_MESSAGES[field], {
    code: ERROR_CODES.validation,
    errors: { [path]: [CONTROL_MESSAGES[field]] },
  });

export function checkSearch(search: string | undefined): string | undefined {
  if (search && hasControlCharacter(search)) throw refused('search');
  return search || undefined;
}

export function checkReason<T extends string | null | undefined>(reason: T): T {
  if (reason && hasControlCharacterBesidesLayout(reason)) throw refused('reason');
  return reason;
}

/** The audit record's filters (an action prefix, an actor's address): no control characters either. */
export function checkFilters(filters: Record<string, string | undefined>): void {
  for (const [field, value] of Object.entries(filters)) {
    if (value && hasControlCharacter(value)) throw refused('filter', field);
  }
}
