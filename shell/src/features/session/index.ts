export { destinationAfterSignIn, roleMaySee } from './destination';
export { useSessionRefresh } from './useSessionRefresh';
