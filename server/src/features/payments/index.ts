import type { FastifyInstance } from 'fastify';
import { registerAdminJourneyRoutes } from './adminJourneyRoutes';
import { registerAdminPaymentRoutes } from './adminPaymentRoutes';
import { registerBatchRoutes } from './batchRoutes';
import { registerJourneyRoutes } from './journeyRoutes';
import type { PaymentDeps } from './paymentDeps';
import { registerPaymentRoutes } from './paymentRoutes';
import { registerScreeningRoutes } from './screeningRoutes';
import { registerTeamApprovalRoutes } from './teamApprovalRoutes';

export type { PaymentDeps } from './paymentDeps';
export { countCustomerPayments } from './customerPayments';
export { countPaymentQueues, countPendingPayments } from './paymentCount';
export { countHolds } from './screeningHold';
export { paymentDecisionEmail, paymentApprovedSubject, paymentRejectedSubject } from './paymentEmails';
export { expireOverdue } from './expireOverdue';
export { mayReadPayment, staffMaySee } from './paymentReaders';
export { customerPaymentPage } from './journeyEmails';

/** The customer's payment requests, the admin's review of them, and the journey after (D29–D31). */
export async function registerPayments(api: FastifyInstance, deps: PaymentDeps): Promise<void> {
  await registerPaymentRoutes(api, deps);
  registerAdminPaymentRoutes(api, deps);
  await registerJourneyRoutes(api, deps);
  registerTeamApprovalRoutes(api, deps);
  await registerAdminJourneyRoutes(api, deps);
  registerScreeningRoutes(api, deps);
  await registerBatchRoutes(api, deps);
}
