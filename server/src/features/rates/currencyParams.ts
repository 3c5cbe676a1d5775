import * as z from 'zod/mini';

// The currencies a rate's or a fee's path names, declared once: the route's schema documents
// them and Fastify validates them with it (400 for what is no currency code; a code the table
// does not hold is the route's 404).

export const CURRENCY_CODE_MESSAGE =
  'A currency in the path is three capital letters (ISO 4217), such as USD.';

const currencyCode = z.string().check(z.regex(/^[A-Z]{3}$/, CURRENCY_CODE_MESSAGE));

/** A rate's pair: `/admin/rates/:base/:quote`. */
export const pairParams = z.object({ base: currencyCode, quote: currencyCode });

/** A fee's payment currency: `/admin/fees/:currency`. */
export const currencyParams = z.object({ currency: currencyCode });
