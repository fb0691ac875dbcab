import { createElement, lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

/** Renders the remote's page on every path, inside the same router and Suspense the shell uses. */
export function start(app, container) {
  const App = lazy(() => app);
  const router = createBrowserRouter([{ path: '*', element: createElement(Suspense, { fallback: null }, createElement(App)) }]);
  createRoot(container).render(createElement(RouterProvider, { router }));
}
