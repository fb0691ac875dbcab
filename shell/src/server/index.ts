// The shell's server bundle (shell/server requires dist/server/server.js). Async boundary: the federation
// runtime negotiates the shared libraries before the renderer's code runs.
import type { PageRendererOptions, PageRenderer } from './page-renderer';

export type { PageRendererOptions, PageRenderer, RenderedPage } from './page-renderer';

export { PROVIDED_FOR_REMOTES } from './provided-shared';

export async function createPageRenderer(options: PageRendererOptions): Promise<PageRenderer> {
  const { createPageRenderer: create } = await import(/* webpackChunkName: "page-renderer" */ './page-renderer');
  return create(options);
}
