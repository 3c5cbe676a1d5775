export { ChangePasswordSection } from './ChangePasswordSection';
export { ActiveSessionsSection, SESSIONS_QUERY_KEY, sessionsEndedState } from './ActiveSessionsSection';
export { refusalMessage } from './securityFailure';
export { TwoFactorSection, type TwoFactorSectionProps } from './TwoFactorSection';
export { TWO_FACTOR_QUERY_KEY } from './twoFactorQueries';
