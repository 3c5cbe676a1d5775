// The public contact form's route (D38): messages stored and mailed to SUPPORT_EMAIL.
export { registerContactRoutes, type ContactDeps } from './contactRoutes';
