import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ShellLayout } from '../layout/ShellLayout';
import { RemoteOutlet } from './RemoteOutlet';

/**
 * The shell owns the frame; every path below it belongs to a remote (see remote-table.ts),
 * whose own <Routes> use absolute paths.
 */
export const shellRoutes: RouteObject[] = [
  {
    path: '/',
    element: <ShellLayout />,
    children: [
      { index: true, element: <RemoteOutlet /> },
      { path: '*', element: <RemoteOutlet /> },
    ],
  },
];

export const createShellRouter = () => createBrowserRouter(shellRoutes);
