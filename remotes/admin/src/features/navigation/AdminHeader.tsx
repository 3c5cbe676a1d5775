import { useNavigate } from 'react-router-dom';
import { useAuth } from '@portal/auth';
import { UI_WORDS } from '@portal/ui';

export interface AdminHeaderProps {
  /** The sidebar entry of the page shown, if any: where the admin is. */
  section?: string;
}

/**
 * The admin layout's header, with Log Out: the admin frame's one sign-out control (the
 * shell's navbar leaves its Log Out out inside the admin area). A named region rather than a
 * <header>: the shell's navbar is the page's one banner landmark. It names no one:
 * the navbar's "Welcome, {name}" is the one place that says who is signed in, so
 * the frame does not show two identities.
 */
export function AdminHeader({ section }: AdminHeaderProps) {
  const { logout } = useAuth();
  const navigate = useNavigate();

  const onLogout = async () => {
    await logout();
    await navigate('/');
  };

  return (
    <section className="portal-toolbar" aria-label="Admin account">
      <p className="portal-toolbar-context">Admin Portal{section ? ` / ${section}` : ''}</p>
      <div className="portal-toolbar-actions">
        <button type="button" className="btn btn-secondary" onClick={() => void onLogout()}>
          {UI_WORDS.logOut}
        </button>
      </div>
    </section>
  );
}
