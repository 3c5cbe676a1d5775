/** Spec §3: the converter's ten currencies. */
export const CONVERTER_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'CAD',
  'AUD',
  'CHF',
  'CNY',
  'INR',
  'NGN',
] as const;
export type ConverterCurrency = (typeof CONVERTER_CURRENCIES)[number];

/** Spec §3: the currencies a payment request may be made in. */
export const PAYMENT_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CAD'] as const;
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];

/** Payment requests are funded in naira. */
export const LOCAL_CURRENCY = 'NGN';

/** Spec §3: the currencies the receiving bank account may hold. */
export const RECEIVING_ACCOUNT_CURRENCIES = ['USD', 'EUR', 'GBP', 'NGN'] as const;
export type ReceivingAccountCurrency = (typeof RECEIVING_ACCOUNT_CURRENCIES)[number];
