export { registerProfileRoutes, type ProfileDeps } from './profileRoutes';
export { readProfile } from './profileStore';
