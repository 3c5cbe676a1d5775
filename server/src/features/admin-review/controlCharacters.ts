import { ERROR_CODES } from '@portal/contracts';
import { ApiError } from '../../plugins/http';

// PostgreSQL cannot store or compare U+0000 in text (the query failed with a 500);
// the other control characters are never meant in a search or a reason, except the
// line breaks and tabs of a reason typed in a text area.
const LAYOUT = new Set(['\t', '\n', '\r']);
const isControl = (char: string) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f;
const anyControl = (value: string) => [...value].some(isControl);
const controlButLayout = (value: string) => [...value].some((char) => isControl(char) && !LAYOUT.has(char));

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
  if (search && anyControl(search)) throw refused('search');
  return search || undefined;
}

export function checkReason<T extends string | null | undefined>(reason: T): T {
  if (reason && controlButLayout(reason)) throw refused('reason');
  return reason;
}

/** The audit record's filters (an action prefix, an actor's address): no control characters either. */
export function checkFilters(filters: Record<string, string | undefined>): void {
  for (const [field, value] of Object.entries(filters)) {
    if (value && anyControl(value)) throw refused('filter', field);
  }
}
