export { ChangePasswordSection } from './ChangePasswordSection';
export { ActiveSessionsSection, sessionsEndedState } from './ActiveSessionsSection';
export { SESSIONS_QUERY_KEY } from './sessionQueries';
export { refusalMessage } from './securityFailure';
export { TwoFactorSection, type TwoFactorSectionProps } from './TwoFactorSection';
export { TWO_FACTOR_QUERY_KEY } from './twoFactorQueries';
