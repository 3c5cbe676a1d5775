export { AppRoutes } from './AppRoutes';
export { RequireRole } from './RequireRole';
export { destinationAfterSignIn, roleMaySee } from './destination';
