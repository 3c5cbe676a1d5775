import type { FieldValues, Resolver } from 'react-hook-form';
import { isInstant, JOURNEY_MESSAGES } from '@portal/contracts/paymentJourney';

const pad = (part: number) => String(part).padStart(2, '0');

/**
 * `at` in the staff member's own calendar and clock, as a date-and-time field holds it
 * ("2026-11-29T14:05", to the minute, so the default "now" is never ahead of now).
 */
export function localDateTime(at: Date = new Date()): string {
  return (
    `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}` +
    `T${pad(at.getHours())}:${pad(at.getMinutes())}`
  );
}

/**
 * The moment a date-and-time field names, in the staff member's time zone, as the instant
 * the API takes ("2026-11-29T13:05:00.000Z"); the field's text itself when it is not one
 * (empty, or a browser without the field's picker typing something else), for the
 * contract to refuse.
 */
export function instantOfLocal(typed: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(typed.trim());
  if (!match) return typed;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0));
  const at = new Date(year ?? 0, (month ?? 1) - 1, day, hours, minutes, seconds);
  return Number.isNaN(at.getTime()) ? typed : at.toISOString();
}

/**
 * The payout form's check (D47): the field's local date and time made an instant, checked
 * by the contract's resolver (a date and a time), and never in the future by this device's
 * clock; the server checks again, and that it is not before the funds were confirmed.
 */
export function payoutTimeResolver<Values extends FieldValues & { paidAt: string }, Output>(
  contract: Resolver<Values, unknown, Output>,
  now: () => Date = () => new Date(),
): Resolver<Values, unknown, Output> {
  return async (values, context, options) => {
    const paidAt = instantOfLocal(values.paidAt);
    const result = await contract({ ...values, paidAt }, context, options);
    if (isInstant(paidAt) && Date.parse(paidAt) > now().getTime()) {
      return {
        values: {},
        errors: {
          ...result.errors,
          paidAt: { type: 'validate', message: JOURNEY_MESSAGES.paidAtFuture },
        },
      } as Awaited<ReturnType<Resolver<Values, unknown, Output>>>;
    }
    return result;
  };
}
