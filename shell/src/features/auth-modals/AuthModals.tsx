import { useModals } from '../modals';
import { Dialog } from '../modals';

// Seam for the authentication issue: the real Log In, Sign Up, Forgot Password and
// Email Verification modals replace these titles.
const TITLES = { login: 'Log In', signup: 'Sign Up', forgot: 'Reset Password', verify: 'Email Verification' };

/** Shows whichever auth modal is open. */
export function AuthModals() {
  const { name, close } = useModals();
  if (!name) return null;
  return (
    <Dialog title={TITLES[name]} onClose={close}>
      {null}
    </Dialog>
  );
}
