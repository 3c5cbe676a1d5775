// The admin's decisions shared by the registrations, documents and payments modules: the decision
// body (approve / reject with a reason), the refusals for a decision that cannot be made, the
// control-character checks of admin searches.
export { decisionRouteSchema, parseDecision, type Decision } from './decisionBody';
export { alreadyDecided, needsBvnAndCac, registrationRefused } from './refusals';
export { checkFilters, checkReason, checkSearch, CONTROL_MESSAGES } from './controlCharacters';
export { containsPattern } from './searchPattern';
export type { ReviewDeps } from './reviewDeps';
