/** Formats an amount in its own currency, e.g. formatMoney(1234.5, 'USD') → "$1,234.50". */
export function formatMoney(amount: number, currency: string, locale = 'en-NG'): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
