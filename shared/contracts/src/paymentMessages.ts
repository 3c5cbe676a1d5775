import { CONTROL_CHARACTER_MESSAGE } from './controlCharacters';
import { PAGE_MESSAGES } from './pageMessages';
import { PAYMENT_CURRENCIES, RECEIVING_ACCOUNT_CURRENCIES } from '@portal/rules/currencies';
import { CUSTOMER_MESSAGES } from './customerMessages';
import { RATE_DECIMALS } from '@portal/rules/paymentMoney';
import { IDEMPOTENCY_HEADER, PAYMENT_LIMITS } from './paymentPaths';

export const PAYMENT_MESSAGES = {
  requiredFields: CUSTOMER_MESSAGES.requiredFields,
  recipientCompanyRequired: 'Recipient company is required',
  recipientBankRequired: 'Recipient bank is required',
  swiftRequired: 'SWIFT code is required',
  swiftInvalid:
    'Please enter a valid SWIFT/BIC code: 8 or 11 letters and digits with a real country code, e.g. DEUTDEFF',
  accountRequired: 'Account number is required',
  ibanInvalid: 'This IBAN is not valid: please check it, its check digits do not match',
  accountInvalid: 'Account number must be 6 to 34 letters or digits, or a valid IBAN',
  amountRequired: 'Amount is required',
  amountInvalid: CUSTOMER_MESSAGES.invalidAmount,
  amountNotPositive: 'Amount must be greater than 0',
  amountTooLarge: 'Amount must be at most 1,000,000,000',
  amountNoDecimals: 'JPY amounts are whole numbers: no decimal places',
  amountTooPrecise: 'Amount can have at most 2 decimal places',
  currencyInvalid: `Please choose one of ${PAYMENT_CURRENCIES.join(', ')}`,
  textTooLong: `Must be at most ${PAYMENT_LIMITS.textMax} characters`,
  controlCharacters: CONTROL_CHARACTER_MESSAGE,
  idempotencyKeyInvalid: `The ${IDEMPOTENCY_HEADER} header must be 1 to ${PAYMENT_LIMITS.idempotencyKeyMax} visible characters`,
  idempotencyKeyReused:
    'This Idempotency-Key was already used for a different payment request; use a new key for a new request',
  cursorInvalid: PAGE_MESSAGES.cursorInvalid,
  submitted: 'Payment request submitted.',
  pendingApproval: CUSTOMER_MESSAGES.pendingAdminApproval,
  rateInvalid: `The rate must be a number above 0 with at most ${RATE_DECIMALS} decimal places`,
  rateTooLarge: 'The rate must be at most 1,000,000',
  rateUnknown: 'There is no such rate in the table',
  rateUpdated: 'Rate updated.',
  rateUnavailable: 'No exchange rate is set for this currency; please try again later',
  bankNameRequired: 'Bank name is required',
  accountNameRequired: 'Account name is required',
  nubanInvalid: 'A naira (NUBAN) account number is exactly 10 digits',
  receivingCurrencyInvalid: `Please choose one of ${RECEIVING_ACCOUNT_CURRENCIES.join(', ')}`,
  swiftRequiredForForeign: 'SWIFT code is required for a USD, EUR or GBP account',
  ibanOnlyInvalid: 'This IBAN is not valid: please check it, its check digits do not match',
  usdcAddressInvalid:
    'Please enter a valid USDC (ERC-20) address: 0x and 40 hex digits, with a correct EIP-55 checksum when mixed case',
  usdtAddressInvalid:
    'Please enter a valid USDT address: ERC-20 (0x and 40 hex digits) or TRC-20 (34 characters starting with T)',
  receivingAccountUpdated: 'Bank account details updated successfully!',
  walletUpdated: 'Wallet settings updated successfully!',
} as const;
