export { ResetPasswordRoute } from './ResetPasswordRoute';
