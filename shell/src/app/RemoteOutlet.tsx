import { useLocation } from 'react-router-dom';
import { NotFoundPage } from '@donation-network/shared-ui';
import { RemoteRoute } from '../federation/RemoteRoute';
import { remoteForPath } from '../federation/remote-table';

/** Hands the current path to the remote that owns it, or shows Not Found. */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  if (!remote) return <NotFoundPage />;
  return <RemoteRoute key={remote} remote={remote} />;
}
