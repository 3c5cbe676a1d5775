export { ChangePasswordSection } from './ChangePasswordSection';
export { ActiveSessionsSection, SESSIONS_QUERY_KEY } from './ActiveSessionsSection';
export { refusalMessage } from './securityFailure';
