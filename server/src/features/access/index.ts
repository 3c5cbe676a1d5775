export { requireRole, accountOf, ACCESS_MESSAGES, type AccessDeps } from './requireRole';
export { parseParams, parseQuery, parseBody, notFound } from './parseRequest';
export { requireAnyRole } from './requireAnyRole';
export { requireSignedIn, sessionOf } from './requireSignedIn';
