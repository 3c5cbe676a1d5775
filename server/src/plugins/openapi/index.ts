export { registerOpenApi, OPENAPI_PATH, API_DOCS_PATH } from './registerOpenApi';
export {
  routeSchema,
  successSchema,
  idParams,
  routeScopeOf,
  API_KEY_SCHEME,
  API_KEY_SCOPE_MARK,
  type RouteDoc,
  type RefusalStatus,
} from './routeDoc';
