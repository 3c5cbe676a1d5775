export { registerSessionRoutes } from './sessionRoutes';
