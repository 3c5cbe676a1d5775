export { AuthModals, authModalsLoaded, preloadAuthModals } from './AuthModals';
export { PASSWORD_RESET_NOTICE_STATE } from './loginNotice';
