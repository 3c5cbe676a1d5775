// Quotes (D30): a rate fixed for a while, priced at the naira rate staff set.
export { registerQuoteRoutes, QUOTE_MESSAGE, type QuoteDeps } from './quoteRoutes';
export { claimQuote, feeRuleOfRow, toQuote } from './quotes';
