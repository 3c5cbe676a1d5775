export { launchBrowser, trackPageErrors, CHROMIUM_FLAGS, CHROMIUM_PATH } from './browser';
export { startPortal, freePort, REPO_DIR, type RunningPortal } from './portal';
export { serveFolder, type StaticServer } from './staticServer';
export { startMailCapture, type CapturedMail, type MailCapture } from './mailCapture';
export {
  ADMIN_CREDENTIALS,
  startPortalWithMail,
  createVerifiedCustomer,
  extractCode,
  extractResetLink,
  isVerificationMail,
  isResetMail,
  signInToApi,
  signInWithApi,
  uniqueEmail,
  type Credentials,
  type PortalWithMail,
} from './accounts';
export { portalSuite, type PortalSuite } from './suite';
