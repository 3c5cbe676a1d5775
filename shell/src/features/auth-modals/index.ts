export { AuthModals } from './AuthModals';
