// Test helpers for packages that render shared-ui components (import from '@donation-network/shared-ui/testing').
export { currentUrl, renderWithProviders } from './render-with-providers';
export type { RenderWithProvidersOptions } from './render-with-providers';
export { renderOnServer } from './render-on-server';
export type { ServerRenderResult } from './render-on-server';
