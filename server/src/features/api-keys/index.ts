// API keys (issue 36, D45): the owner's keys for the business's own software. The check of a
// key on every request lives in features/access (apiKeyBearer.ts), below every route.
export { registerApiKeyRoutes, type ApiKeyDeps } from './apiKeyRoutes';
