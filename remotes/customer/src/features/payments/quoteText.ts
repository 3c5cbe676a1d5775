import { formatRate } from '@portal/rules/money';

/** "1 EUR = ₦483.00": the contract's one rate format (issue 23). */
export const nairaRateText = (currency: string, rate: string): string => formatRate(currency, rate);

/** "29:05": minutes and seconds left, never below zero. */
export function clockText(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
