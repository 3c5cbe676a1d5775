export { requireRole, accountOf, ACCESS_MESSAGES, type AccessDeps } from './requireRole';
export { requireAnyRole } from './requireAnyRole';
export { requireSignedIn, sessionOf } from './requireSignedIn';
export { requireMember, businessOf, type Membership } from './requireMember';
export { requireStaff } from './requireStaff';
export { hashApiKeySecret, apiKeyPrefixOf, apiKeyCallerOf, type ApiKeyCaller } from './apiKeyBearer';
