export { ProfileManagement } from './ProfileManagement';
export { ProfileForm, type ProfileFormProps } from './ProfileForm';
export { sanitizeIdNumber } from './digitsOnly';
