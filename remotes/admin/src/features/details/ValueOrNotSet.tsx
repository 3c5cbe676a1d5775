import { NOT_SET } from '@portal/ui/words/emptyValue';

/** A saved value, or 'Not set' when it is empty. */
export function ValueOrNotSet({ value }: { value: string }) {
  return value.trim() === '' ? <span className="not-set">{NOT_SET}</span> : <>{value}</>;
}
