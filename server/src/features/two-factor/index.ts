export { registerTwoFactorRoutes } from './twoFactorRoutes';
export { totpCode } from './totp';
