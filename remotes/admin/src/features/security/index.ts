import './security.css';

export { ChangePasswordSection } from './ChangePasswordSection';
export { ActiveSessionsSection } from './ActiveSessionsSection';
export { TwoFactorSection } from './TwoFactorSection';
export { TwoFactorRequiredBanner } from './TwoFactorRequiredBanner';
