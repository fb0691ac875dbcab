import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSupabaseClient } from '@donation-network/portal-session';
import { PAGE_CONTENT_CONFLICT_MESSAGE, PAGE_CONTENT_MESSAGES, type PageSection } from '@donation-network/shared-rules';
import { notify } from '@donation-network/shared-ui';
import { NETWORK_ERROR_MESSAGE } from '@donation-network/portal-data';
import { currentUrl, renderWithProviders } from '@donation-network/shared-ui/testing';
import { argsOf, createFakeContentClient, type FakeQuery, type FakeResult } from '../../testing/fake-content-client';
import { PageEditorPage } from './PageEditorPage';

jest.mock('@donation-network/shared-ui', () => ({ ...jest.requireActual('@donation-network/shared-ui'), notify: jest.fn() }));

const notifyMock = jest.mocked(notify);

interface Row {
  title: string;
  description: string;
  sections: PageSection[];
  version: number;
  updated_at: string;
}

const intro: PageSection = { id: 'intro', title: 'Who we are', content: '<p>We connect donors.</p>', order: 0 };
const story: PageSection = { id: 'story', title: 'Our story', content: '<p>Founded in 2020.</p>', order: 1 };

const stored = (overrides: Partial<Row> = {}): Row => ({
  title: 'About Us',
  description: 'Our mission.',
  sections: [intro, story],
  version: 3,
  updated_at: '2026-11-20T10:00:00Z',
  ...overrides,
});

/** A page_content row with the trigger's version rule, its history and one admin's profile. */
function backend(initial: Row = stored(), { failSave }: { failSave?: FakeResult } = {}) {
  const state = {
    row: initial,
    versions: [
      {
        version: 3,
        title: initial.title,
        description: initial.description,
        sections: initial.sections,
        saved_at: '2026-11-20T10:00:00Z',
        saved_by: 'admin-1',
      },
      { version: 1, title: 'About (old)', description: 'Old text.', sections: [intro], saved_at: '2026-11-01T10:00:00Z', saved_by: null },
    ],
  };
  const save = (query: FakeQuery): FakeResult => {
    if (failSave) return failSave;
    const payload = argsOf(query, 'update')![0] as Omit<Row, 'updated_at'>;
    if (payload.version !== state.row.version) {
      return {
        error: { message: PAGE_CONTENT_CONFLICT_MESSAGE.replace('{version}', String(state.row.version)), code: 'SUP' },
        status: 500,
      };
    }
    state.row = { ...payload, version: state.row.version + 1, updated_at: '2026-11-24T09:00:00Z' };
    state.versions.unshift({ ...state.row, saved_at: state.row.updated_at, saved_by: 'admin-1' });
    return { data: [state.row] };
  };
  const fake = createFakeContentClient((query) => {
    if (query.table === 'page_content') return argsOf(query, 'update') ? save(query) : { data: state.row };
    if (query.table === 'page_content_versions') return { data: state.versions };
    if (query.table === 'profiles') return { data: [{ id: 'admin-1', full_name: 'Ada Admin' }] };
    throw new Error(`unexpected table ${query.table}`);
  });
  setSupabaseClient(fake.client);
  return { fake, state };
}

async function renderEditor(pageId = 'about') {
  const user = userEvent.setup();
  renderWithProviders(<PageEditorPage />, { route: `/admin/content/${pageId}`, path: '/admin/content/:pageId' });
  if (pageId === 'about') await screen.findByRole('form', { name: 'Page content' });
  return user;
}

const form = () => screen.getByRole('form', { name: 'Page content' });
const section = (n: number) => within(form()).getByRole('group', { name: `Section ${n}` });
const preview = () => screen.getByTestId('page-preview');
const saveButton = () => screen.getByRole('button', { name: 'Save' });

beforeEach(() => {
  notifyMock.mockReset();
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    callback(0);
    return 0;
  });
});

afterEach(() => {
  setSupabaseClient(null);
  jest.restoreAllMocks();
});

describe('PageEditorPage', () => {
  it('edits a section and saves the draft with the version it was based on', async () => {
    const { fake } = backend();
    const user = await renderEditor();
    expect(saveButton()).toBeDisabled();

    const content = within(section(1)).getByLabelText('Content (HTML)');
    await user.clear(content);
    await user.type(content, '<p>We connect donors and hospitals.</p>');
    expect(within(preview()).getByText('We connect donors and hospitals.')).toBeInTheDocument();
    await user.click(saveButton());

    await waitFor(() => expect(notifyMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Page content saved' })));
    expect(fake.updates()).toEqual([
      {
        title: 'About Us',
        description: 'Our mission.',
        sections: [{ ...intro, content: '<p>We connect donors and hospitals.</p>' }, story],
        version: 3,
      },
    ]);
    const update = fake.queries.find((query) => argsOf(query, 'update'))!;
    expect(argsOf(update, 'eq')).toEqual(['page_id', 'about']);
    expect(await screen.findByText('Saved: version 4')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    // the history reloads with the new version as the current one
    const history = screen.getByRole('region', { name: 'Version history' });
    expect(await within(history).findByText('Version 4')).toBeInTheDocument();
  });

  it('saves the next edit on top of the new version', async () => {
    const { fake } = backend();
    const user = await renderEditor();
    await user.type(screen.getByLabelText(/^Page title/), '!');
    await user.click(saveButton());
    await screen.findByText('Saved: version 4');
    await user.type(screen.getByLabelText(/^Page title/), '?');
    await user.click(saveButton());
    await screen.findByText('Saved: version 5');
    expect(fake.updates().map((payload) => (payload as { version: number }).version)).toEqual([3, 4]);
  });

  it('adds, reorders and deletes sections, renumbering the orders in the payload', async () => {
    const { fake } = backend();
    const user = await renderEditor();

    await user.click(screen.getByRole('button', { name: 'Add section' }));
    await user.type(within(section(3)).getByLabelText('Section title'), 'Our Team!');
    await user.type(within(section(3)).getByLabelText('Content (HTML)'), '<p>Twelve people.</p>');

    await user.click(screen.getByRole('button', { name: 'Move section 3 up' }));
    await user.click(screen.getByRole('button', { name: 'Delete section 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this section?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete section' }));
    expect(within(preview()).queryByText('We connect donors.')).not.toBeInTheDocument();
    await user.click(saveButton());

    await waitFor(() => expect(fake.updates()).toHaveLength(1));
    expect((fake.updates()[0] as { sections: PageSection[] }).sections).toEqual([
      { id: 'our-team', title: 'Our Team!', content: '<p>Twelve people.</p>', order: 0 },
      { ...story, order: 1 },
    ]);
  });

  it('asks before the tab is closed while there are unsaved changes', async () => {
    backend();
    const user = await renderEditor();
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    await user.type(screen.getByLabelText(/^Page title/), '!');
    expect(leave()).toBe(true);
  });

  it('keeps the section when the deletion is cancelled', async () => {
    backend();
    const user = await renderEditor();
    await user.click(screen.getByRole('button', { name: 'Delete section 2' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(section(2)).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it("shows the database's messages for invalid fields and sends nothing", async () => {
    const { fake } = backend();
    const user = await renderEditor();
    await user.clear(screen.getByLabelText(/^Page title/));
    const content = within(section(2)).getByLabelText('Content (HTML)');
    await user.clear(content);
    await user.type(content, '<script>alert(1)</script>');
    await user.click(saveButton());

    expect(await screen.findByText(PAGE_CONTENT_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(PAGE_CONTENT_MESSAGES.sectionScript)).toBeInTheDocument();
    expect(fake.updates()).toEqual([]);
  });

  it("toasts 'Failed to save page content' with the reason and keeps the draft", async () => {
    const { state } = backend(stored(), { failSave: { error: { message: 'TypeError: Failed to fetch' }, status: 0 } });
    const user = await renderEditor();
    await user.type(screen.getByLabelText(/^Page title/), ' and more');
    await user.click(saveButton());

    await waitFor(() =>
      expect(notifyMock).toHaveBeenCalledWith({
        title: 'Failed to save page content',
        description: NETWORK_ERROR_MESSAGE,
        variant: 'destructive',
      }),
    );
    expect(screen.getByLabelText(/^Page title/)).toHaveValue('About Us and more');
    expect(saveButton()).toBeEnabled();
    expect(state.row.version).toBe(3);
  });

  it('explains a conflict, keeps the draft and loads the latest version after a confirmation', async () => {
    const { state } = backend();
    const user = await renderEditor();
    // another admin saves version 4 meanwhile
    state.row = stored({ title: 'About the Network', version: 4 });
    await user.type(screen.getByLabelText(/^Page title/), ' (draft)');
    await user.click(saveButton());

    const alert = await screen.findByTestId('save-conflict');
    expect(alert).toHaveTextContent('This page was saved by someone else while you were editing (it is now at version 4).');
    expect(notifyMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Failed to save page content', variant: 'destructive' }));
    expect(screen.getByLabelText(/^Page title/)).toHaveValue('About Us (draft)');

    await user.click(within(alert).getByRole('button', { name: 'Load latest version' }));
    const dialog = screen.getByRole('dialog', { name: 'Replace your draft?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText(/^Page title/)).toHaveValue('About Us (draft)');

    await user.click(within(alert).getByRole('button', { name: 'Load latest version' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Load latest version' }));
    await waitFor(() => expect(screen.getByLabelText(/^Page title/)).toHaveValue('About the Network'));
    expect(screen.queryByTestId('save-conflict')).not.toBeInTheDocument();
    expect(screen.getByText('Saved: version 4')).toBeInTheDocument();
  });

  it('restores an old version as a new one, with the conflict check', async () => {
    const { fake } = backend();
    const user = await renderEditor();
    const history = screen.getByRole('region', { name: 'Version history' });
    expect(await within(history).findByText('by Ada Admin', { exact: false })).toBeInTheDocument();

    await user.click(within(history).getByRole('button', { name: 'Preview version 1' }));
    const previewDialog = screen.getByRole('dialog', { name: 'Version 1' });
    expect(within(previewDialog).getByText('About (old)')).toBeInTheDocument();
    await user.click(within(previewDialog).getByRole('button', { name: 'Restore this version' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Restore version 1?' })).getByRole('button', { name: 'Restore' }));

    await waitFor(() => expect(notifyMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Version 1 restored' })));
    expect(fake.updates()).toEqual([{ title: 'About (old)', description: 'Old text.', sections: [intro], version: 3 }]);
    expect(screen.getByLabelText(/^Page title/)).toHaveValue('About (old)');
    // the history is shown again, with the restore as the current version
    expect(await screen.findByText('Version 4')).toBeInTheDocument();
  });

  it('renders stored HTML in the preview through the sanitiser', async () => {
    backend(stored({ sections: [{ id: 'x', title: 'Pictures', content: '<p>Hi</p><img src=x onerror="alert(1)">', order: 0 }] }));
    await renderEditor();
    expect(within(preview()).getByText('Hi')).toBeInTheDocument();
    expect(preview().querySelector('img, [onerror]')).toBeNull();
    expect(preview().innerHTML).not.toContain('alert');
  });

  it('shows a friendly message with a way back for an unknown page id', async () => {
    backend();
    const user = await renderEditor('nope');
    expect(screen.getByRole('heading', { level: 1, name: 'No such page' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to all pages' }));
    expect(currentUrl()).toBe('/admin/content');
  });

  it('offers a retry when the page cannot be read', async () => {
    let fail = true;
    const fake = createFakeContentClient((query) =>
      fail && query.table === 'page_content' ? { error: { message: 'TypeError: Failed to fetch' }, status: 0 } : { data: stored() },
    );
    setSupabaseClient(fake.client);
    const user = userEvent.setup();
    renderWithProviders(<PageEditorPage />, { route: '/admin/content/about', path: '/admin/content/:pageId' });
    expect(await screen.findByText(NETWORK_ERROR_MESSAGE)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('form', { name: 'Page content' })).toBeInTheDocument();
  });
});
