import { formatDecimalAs, formatRate, LOCAL_CURRENCY } from '@portal/contracts';

/**
 * "1 EUR = ₦483.00": a naira rate with 2 decimals, or as many as it has up to the 4
 * rates are shown with, so a rate is never rounded on screen (issue 23's one style).
 */
export function nairaRateText(currency: string, rate: string): string {
  const fourDecimals = formatRate(rate);
  const trimmed = fourDecimals.replace(/0{1,2}$/, '');
  const digits = Math.max(2, trimmed.split('.')[1]?.length ?? 0);
  const shown = fourDecimals.slice(0, fourDecimals.length - (4 - digits));
  return `1 ${currency} = ${formatDecimalAs(shown, LOCAL_CURRENCY, digits)}`;
}

/** "29:05": minutes and seconds left, never below zero. */
export function clockText(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
