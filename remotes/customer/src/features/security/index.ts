import './security.css';

export { ChangePasswordSection } from './ChangePasswordSection';
export { ActiveSessionsSection } from './ActiveSessionsSection';
