export { registerSecurityHeaders } from './securityHeaders';
