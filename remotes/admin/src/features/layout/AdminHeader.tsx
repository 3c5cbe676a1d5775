import { useNavigate } from 'react-router-dom';
import { useAuth } from '@portal/auth';

/**
 * Spec §2: the admin layout's header, with Logout. A named region rather than a
 * <header>: the shell's navbar is the page's one banner landmark.
 */
export function AdminHeader() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();

  const onLogout = async () => {
    await logout();
    navigate('/');
  };

  return (
    <section className="portal-header admin-header" aria-label="Admin account">
      <p className="admin-header-user">
        Signed in as <strong>{user?.name ?? 'Administrator'}</strong>
      </p>
      <button type="button" className="btn btn-secondary" onClick={() => void onLogout()}>
        Logout
      </button>
    </section>
  );
}
