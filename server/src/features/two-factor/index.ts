export { registerTwoFactorRoutes } from './twoFactorRoutes';
export { isTwoFactorOn } from './twoFactorState';
export { totpCode } from './totp';
