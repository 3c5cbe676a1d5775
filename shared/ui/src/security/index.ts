export { ChangePasswordSection } from './ChangePasswordSection';
export { ActiveSessionsSection } from './ActiveSessionsSection';
export { useSecurityRead, refusalMessage, RefusedRead } from './useSecurityRead';
