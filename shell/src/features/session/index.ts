export { destinationAfterSignIn, roleMaySee } from './destination';
