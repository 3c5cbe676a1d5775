import './twoFactor.css';

export { TwoFactorSection } from './TwoFactorSection';
export { TwoFactorRequiredBanner } from './TwoFactorRequiredBanner';
