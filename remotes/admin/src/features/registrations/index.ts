export { RegistrationList } from './RegistrationList';
export { RegistrationStatus } from './RegistrationStatus';
