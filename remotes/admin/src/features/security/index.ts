export { AdminTwoFactorSection } from './AdminTwoFactorSection';
export { TwoFactorRequiredBanner } from './TwoFactorRequiredBanner';
