export { ContactForm } from './ContactForm';
export { CONTACT_THANK_YOU } from './useContactForm';
export { SupportContactDetails } from './SupportContactDetails';
