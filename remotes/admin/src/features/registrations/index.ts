export { PendingRegistrationList } from './PendingRegistrationList';
