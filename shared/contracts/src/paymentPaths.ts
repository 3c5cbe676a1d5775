// Where payments are sent: the API's paths, the idempotency header, the invoice field and the limits.

/** Paths under `/api`; `:id` is a payment request's uuid. */
export const PAYMENT_PATHS = {
  rates: '/rates',
  adminRate: '/admin/rates/:base/:quote',
  payments: '/payments',
  payment: '/payments/:id',
  paymentInvoice: '/payments/:id/invoice',
  dashboard: '/dashboard',
  adminPayments: '/admin/payments',
  /** One request with its journey, for staff (adminPaymentDetailDataSchema). */
  adminPayment: '/admin/payments/:id',
  adminPaymentApprove: '/admin/payments/:id/approve',
  adminPaymentReject: '/admin/payments/:id/reject',
  adminReceivingAccount: '/admin/receiving-account',
  adminWallet: '/admin/wallet',
} as const;

export const adminRatePath = (base: string, quote: string) =>
  `/admin/rates/${encodeURIComponent(base)}/${encodeURIComponent(quote)}`;
export const paymentInvoicePath = (id: string) => `/payments/${encodeURIComponent(id)}/invoice`;

/** The request header that makes a repeated submit return the first request (D25). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** The multipart field of the optional invoice (spec §3 invoiceFile). */
export const INVOICE_FIELD = 'invoiceFile';

export const PAYMENT_LIMITS = {
  /** The largest foreign amount a request may carry; far above any invoice, far below overflow. */
  amountMax: '1000000000',
  textMax: 200,
  pageDefault: 20,
  pageMax: 50,
  idempotencyKeyMax: 100,
} as const;
