export { registerHealthRoute, type HealthDeps } from './healthRoute';
