export { registerTwoFactorRoutes } from './twoFactorRoutes';
export { totpCode } from './totp';
export { verifyStepUp, stepUpNote, type StepUpContext } from './stepUp';
