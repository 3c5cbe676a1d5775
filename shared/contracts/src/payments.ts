/**
 * Payments made real (issue 11, D15, D20–D28): the rate table, payment requests and
 * their review, the receiving account and the wallet, as one contract for the
 * customer's and the admin's screens and the server, one module per subject.
 * Amounts and rates are decimal strings everywhere ("1234.50"), never numbers.
 */
export * from './paymentPaths';
export * from './paymentMessages';
export * from './paymentRequests';
export * from './paymentSubmission';
export * from './paymentAnswers';
export * from './accountViews';
export * from './receivingAccount';
export * from './wallet';
export * from './rates';
