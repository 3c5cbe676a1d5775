export { ContactForm } from './ContactForm';
export { CONTACT_SEND_DELAY_MS, CONTACT_THANK_YOU } from './useContactForm';
