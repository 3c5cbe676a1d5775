import type { FastifyInstance } from 'fastify';
import { registerAdminPaymentRoutes } from './adminPaymentRoutes';
import type { PaymentDeps } from './paymentDeps';
import { registerPaymentRoutes } from './paymentRoutes';

export type { PaymentDeps } from './paymentDeps';
export { countCustomerPayments } from './customerPayments';
export { countPendingPayments } from './paymentCount';
export { paymentDecisionEmail, paymentApprovedSubject, paymentRejectedSubject } from './paymentEmails';

/** The customer's payment requests and the admin's review of them. */
export async function registerPayments(api: FastifyInstance, deps: PaymentDeps): Promise<void> {
  await registerPaymentRoutes(api, deps);
  registerAdminPaymentRoutes(api, deps);
}
