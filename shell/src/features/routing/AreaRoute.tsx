import { Navigate, useLocation } from 'react-router-dom';
import { areaForPath, RemoteArea } from '../remotes';
import { useModals } from '../modals';
import { RequireRole } from './RequireRole';

/** Every path an area owns goes to its remote; any path no area owns goes to /. */
export function AreaRoute() {
  const { pathname } = useLocation();
  const { open } = useModals();
  const area = areaForPath(pathname);
  if (!area) return <Navigate to="/" replace />;
  const content = <RemoteArea key={area.remote} area={area} openModal={open} />;
  return area.role ? <RequireRole role={area.role}>{content}</RequireRole> : content;
}
