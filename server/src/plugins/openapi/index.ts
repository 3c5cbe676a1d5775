export { registerOpenApi, OPENAPI_PATH, API_DOCS_PATH } from './registerOpenApi';
export { routeSchema, successSchema, idParams, type RouteDoc, type RefusalStatus } from './routeDoc';
