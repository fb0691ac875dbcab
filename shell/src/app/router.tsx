import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ShellLayout } from '../layout/ShellLayout';
import { RemoteOutlet } from './RemoteOutlet';

/**
 * The shell owns the frame; a path below it goes to the remote whose routes in portal-manifest
 * match it (remote-table.ts), whose own <Routes> use absolute paths, or to the not-found page.
 */
export const shellRoutes: RouteObject[] = [
  {
    element: <ShellLayout />,
    // A splat (not an index route) so the remotes' descendant <Routes> may match deeper paths.
    children: [{ path: '*', element: <RemoteOutlet /> }],
  },
];

export const createShellRouter = () => createBrowserRouter(shellRoutes);
