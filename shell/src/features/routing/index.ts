export { AppRoutes } from './AppRoutes';
export { RequireRole } from './RequireRole';
