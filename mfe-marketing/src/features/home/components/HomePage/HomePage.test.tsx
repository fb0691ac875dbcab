import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { expectPayloadInert, SCRIPT_PAYLOAD, servePageContent, settle, storedRow } from '../../../../testing/page-content-client';
import { HOME_PAGE_CONTENT } from '../../home-page-content';
import { HomePage } from './HomePage';

const [hero, mission, community, impact, partnerships, app] = HOME_PAGE_CONTENT.sections;

type ObserverCallback = (entries: Array<Partial<IntersectionObserverEntry>>) => void;

describe('HomePage', () => {
  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    servePageContent({ data: storedRow(HOME_PAGE_CONTENT) });
  });

  afterEach(() => {
    jest.restoreAllMocks();
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('sets the document title and meta description and shows the six sections in order', async () => {
    renderWithProviders(<HomePage />, { route: '/' });
    await settle();
    expect(document.title).toBe('Donation Network');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', HOME_PAGE_CONTENT.description);
    expect(screen.getByRole('heading', { level: 1, name: 'Connecting donors, saving lives' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become a Donor' })).toHaveAttribute('href', '/register/donor');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Our Mission',
      'Join the Community',
      'Our Impact',
      'Partnership Programs',
      'Take the Network With You',
    ]);
  });

  it('shows the mission with its three cards, fading in after 300 ms', async () => {
    renderWithProviders(<HomePage />);
    await settle();
    const mission = screen.getByRole('region', { name: 'Our Mission' });
    expect(
      within(mission)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Life-Saving Impact', 'Global Reach', 'Trusted Network']);
    expect(within(mission).getByText('Every donation can save up to three lives.')).toBeInTheDocument();
    expect(within(mission).getByText(/over 75 countries/)).toBeInTheDocument();
    expect(within(mission).getByText(/certified healthcare providers/)).toBeInTheDocument();
    expect(mission).toHaveStyle({ transitionDelay: '300ms' });
  });

  it('invites visitors to join: Register Now and How It Works', async () => {
    renderWithProviders(<HomePage />);
    await settle();
    const community = screen.getByRole('region', { name: 'Join the Community' });
    expect(within(community).getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/register');
    expect(within(community).getByRole('link', { name: 'How It Works' })).toHaveAttribute('href', '/how-it-works');
  });

  it('shows the four impact figures, each with a growth note', async () => {
    renderWithProviders(<HomePage />);
    await settle();
    const impact = screen.getByRole('region', { name: 'Our Impact' });
    const tiles = within(impact).getAllByTestId('stat-tile');
    expect(
      tiles.map((tile) => [within(tile).getByRole('term').textContent, within(tile).getAllByRole('definition')[0].textContent]),
    ).toEqual([
      ['Registered Donors', '150,000+'],
      ['Successful Donations', '100,000+'],
      ['Countries', '75+'],
      ['Lives Saved', '50,000+'],
    ]);
    for (const tile of tiles) expect(within(tile).getAllByRole('definition')).toHaveLength(2);
  });

  it.each([
    ['Healthcare Partners', '/partnerships#healthcare', '/contact?service=Healthcare%20Partner'],
    ['Corporate Partners', '/partnerships#corporate', '/contact?service=Corporate%20Partner'],
    ['Additional Services', '/partnerships#services', '/contact?service=Additional%20Services'],
  ])('the %s programme card lists its benefits and links to its anchor and the contact form', async (name, anchor, contact) => {
    renderWithProviders(<HomePage />);
    await settle();
    const programmes = screen.getByRole('region', { name: 'Partnership Programs' });
    const card = within(programmes).getByRole('region', { name });
    expect(within(card).getByRole('list', { name: `${name} benefits` }).children.length).toBeGreaterThanOrEqual(3);
    expect(within(card).getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', anchor);
    expect(within(card).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', contact);
  });

  it('promotes the apps with store buttons that have no target', async () => {
    renderWithProviders(<HomePage />);
    await settle();
    const app = screen.getByRole('region', { name: 'Take the Network With You' });
    expect(within(app).getByRole('button', { name: 'Download on iOS' })).toBeInTheDocument();
    expect(within(app).getByRole('button', { name: 'Download on Android' })).toBeInTheDocument();
    expect(within(app).queryAllByRole('link')).toHaveLength(0);
  });

  it('hides the sections below the viewport after mount and reveals each once its top enters 75% of the viewport', async () => {
    // jsdom lays nothing out: every section lies below its 768 px viewport.
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ top: 900 } as DOMRect);
    const observers: Array<{ callback: ObserverCallback; options?: IntersectionObserverInit; target?: Element }> = [];
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      private readonly entry: { callback: ObserverCallback; options?: IntersectionObserverInit; target?: Element };
      constructor(callback: ObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, options };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {}
    };
    renderWithProviders(<HomePage />);
    await settle();
    const mission = screen.getByRole('region', { name: 'Our Mission' });
    const impact = screen.getByRole('region', { name: 'Our Impact' });
    expect(observers).toHaveLength(5);
    expect(observers.every((observer) => observer.options?.rootMargin === '0px 0px -25% 0px')).toBe(true);
    expect(mission).toHaveAttribute('data-revealed', 'false');
    const missionObserver = observers.find((observer) => observer.target === mission);
    act(() => missionObserver?.callback([{ isIntersecting: true, boundingClientRect: { top: 400 } as DOMRectReadOnly }]));
    expect(mission).toHaveAttribute('data-revealed', 'true');
    expect(impact).toHaveAttribute('data-revealed', 'false');
  });

  it('shows every section at once for visitors who prefer reduced motion', async () => {
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = jest.fn();
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as never;
    renderWithProviders(<HomePage />);
    await settle();
    expect(window.IntersectionObserver).not.toHaveBeenCalled();
    for (const name of ['Our Mission', 'Join the Community', 'Our Impact', 'Partnership Programs', 'Take the Network With You']) {
      expect(screen.getByRole('region', { name })).toHaveAttribute('data-revealed', 'true');
    }
  });

  it('shows stored headings and intros, hides a section that was removed and adds new sections at the end', async () => {
    servePageContent({
      data: storedRow(HOME_PAGE_CONTENT, [
        { ...hero, title: 'Give blood, save lives', content: '<p>Edited subtitle.</p>' },
        { ...mission, title: 'Why We Exist', content: '<p>Edited mission.</p>' },
        impact,
        partnerships,
        app,
        { id: 'stories', title: 'Donor Stories', content: '<p>Read their stories.</p>', order: 6 },
      ]),
    });
    renderWithProviders(<HomePage />);
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Give blood, save lives' })).toBeInTheDocument();
    expect(screen.getByText('Edited subtitle.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become a Donor' })).toHaveAttribute('href', '/register/donor');
    expect(screen.getByRole('region', { name: 'Why We Exist' })).toHaveTextContent('Edited mission.');
    expect(within(screen.getByRole('region', { name: 'Why We Exist' })).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(screen.queryByRole('region', { name: community.title })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Why We Exist',
      'Our Impact',
      'Partnership Programs',
      'Take the Network With You',
      'Donor Stories',
    ]);
    expect(screen.getByRole('region', { name: 'Donor Stories' })).toHaveTextContent('Read their stories.');
  });

  it('shows the code text when the read fails', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    servePageContent({ data: null, error: { message: 'permission denied' } });
    renderWithProviders(<HomePage />);
    await settle();
    expect(consoleError).toHaveBeenCalledWith(
      'Failed to load page content',
      expect.objectContaining({ name: 'RequestError', message: 'permission denied' }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Connecting donors, saving lives' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Our Mission' })).toHaveTextContent('We close the gap');
  });

  it('renders a stored script payload inert', async () => {
    servePageContent({ data: storedRow(HOME_PAGE_CONTENT, [hero, { ...mission, content: SCRIPT_PAYLOAD }]) });
    renderWithProviders(<HomePage />);
    await settle();
    expect(screen.getByRole('region', { name: 'Our Mission' })).toHaveTextContent('Safe text');
    expect(screen.getByText('Bad link')).not.toHaveAttribute('href');
    expectPayloadInert(document.body);
  });
});
