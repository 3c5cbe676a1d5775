// Webhooks (issue 36, D46): the owner's endpoints, the events the payment and beneficiary
// moves write in their own transactions, and the worker that delivers them, signed.
export { registerWebhookRoutes, type WebhookDeps } from './webhookRoutes';
export { emitWebhookEvent, emitWebhookEvents, type WebhookEventInput } from './webhookEvents';
export { WebhookDispatcher, retryDelayMs, type DispatcherOptions } from './webhookDispatcher';
export { claimDue } from './webhookClaim';
export { isPublicAddress, webhookAddressProblem } from './webhookAddress';
export { sendSigned } from './webhookSender';
