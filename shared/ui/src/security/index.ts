export { ChangePasswordSection } from './ChangePasswordSection';
export { ActiveSessionsSection } from './ActiveSessionsSection';
export { useSecurityRead, type SecurityRead } from './useSecurityRead';
