// The password rule of every account (sign-up, reset, change, ADMIN_PASSWORD): here, below the
// features, because config.ts checks ADMIN_PASSWORD with it and config never imports a feature.
export { isEasyToGuess, validateAccountPassword, MIN_PASSWORD_SCORE } from './passwordStrength';
