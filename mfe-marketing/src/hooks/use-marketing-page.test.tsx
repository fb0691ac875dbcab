import type { PageContent } from '@donation-network/shared-rules';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { servePageContent, settle, storedRow } from '../testing/page-content-client';
import { placeSections, useMarketingPage } from './use-marketing-page';

const ABOUT: PageContent = {
  pageId: 'about',
  title: 'About Us',
  description: 'Who we are.',
  sections: [
    { id: 'hero', title: 'Hero', content: '<p>Lead</p>', order: 0 },
    { id: 'mission', title: 'Mission', content: '<p>Mission</p>', order: 1 },
    { id: 'extra', title: 'Added by an admin', content: '<p>Extra</p>', order: 2 },
  ],
};

function Page({ fallback, siteNameTitle }: { fallback: PageContent; siteNameTitle?: boolean }) {
  const content = useMarketingPage(fallback, { siteNameTitle });
  return (
    <p tabIndex={-1} id="mission">
      {content.title}
    </p>
  );
}

describe('useMarketingPage', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('titles the document with the stored title and description and opens at the top', async () => {
    servePageContent({ data: { ...storedRow(ABOUT), title: 'About the Network' } });
    renderWithProviders(<Page fallback={ABOUT} />, { route: '/about' });
    await settle();
    expect(document.title).toBe('About the Network | Donation Network');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Who we are.');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' });
    expect(document.activeElement).not.toHaveAttribute('id', 'mission');
  });

  it('gives a page asking for it (the home page) the bare site name as its title', async () => {
    const home = { ...ABOUT, pageId: 'home', title: 'Home' } as PageContent;
    servePageContent({ data: storedRow(home) });
    renderWithProviders(<Page fallback={home} siteNameTitle />, { route: '/' });
    await settle();
    expect(document.title).toBe('Donation Network');
  });

  it('opens at the top when the hash is no valid percent-encoding, instead of failing the page', async () => {
    servePageContent({ data: storedRow(ABOUT) });
    renderWithProviders(<Page fallback={ABOUT} />, { route: '/about#%E0%A4%A' });
    await settle();
    expect(document.title).toBe('About Us | Donation Network');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' });
  });

  it("opens at the section the URL's hash names", async () => {
    servePageContent({ data: storedRow(ABOUT) });
    renderWithProviders(<Page fallback={ABOUT} />, { route: '/about#mission' });
    await settle();
    expect(document.activeElement).toHaveAttribute('id', 'mission');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('placeSections', () => {
  it('finds the placed sections by id and keeps the others, without the hero, as added', () => {
    const { placed, added } = placeSections(ABOUT, { mission: 'mission', story: 'story' });
    expect(placed.mission?.title).toBe('Mission');
    expect(placed.story).toBeUndefined();
    expect(added.map((section) => section.id)).toEqual(['extra']);
  });
});
