export { RegistrationList } from './RegistrationList';
