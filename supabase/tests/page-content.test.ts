// Managed page content: the rules the editor mirrors (shared-rules page-content), the
// version history written by the database, optimistic locking between two admins,
// restore, and who may read the history.
import type { SupabaseClient } from '@supabase/supabase-js';
import { PAGE_CONTENT_MESSAGES, PAGE_IDS, pageContentError, type PageSection } from '@donation-network/shared-rules';
import { createTestClient, signInDemo, signUpUser, startTestBackend, type SignedUpUser, type TestBackend } from './support/test-backend';

interface Row {
  title: string;
  description: string;
  sections: PageSection[];
  version: number;
}

let backend: TestBackend;
let admin: SignedUpUser;
let secondAdmin: SignedUpUser;
let anon: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  admin = await signInDemo(backend, 'admin');
  // a second session of an admin account: two editors at once
  secondAdmin = await signInDemo(backend, 'admin');
  anon = createTestClient(backend);
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

async function read(pageId: string): Promise<Row> {
  const { data, error } = await anon.from('page_content').select('title, description, sections, version').eq('page_id', pageId).single();
  if (error) throw new Error(error.message);
  return data as Row;
}

async function versionsOf(pageId: string) {
  const { data, error } = await admin.client
    .from('page_content_versions')
    .select('version, title, sections, saved_by')
    .eq('page_id', pageId)
    .order('version', { ascending: false });
  if (error) throw new Error(error.message);
  return data;
}

const section = (id: string, order: number, content = `<p>${id}</p>`): PageSection => ({ id, title: id.toUpperCase(), content, order });

describe('seeded pages', () => {
  it("has a row with a title, the code's sections and a version history for every managed page", async () => {
    const { data, error } = await anon.from('page_content').select('page_id, title, sections, version').order('page_id');

    expect(error).toBeNull();
    expect(data?.map((row) => row.page_id).sort()).toEqual([...PAGE_IDS].sort());
    for (const row of data ?? []) {
      expect(row.title.trim().length).toBeGreaterThan(0);
      // each page's fallback, from the page-content migrations (supabase/migrations/*_page-content-*.sql)
      expect(row.sections.length).toBeGreaterThan(0);
      expect((await versionsOf(row.page_id))[0]?.version).toBe(row.version);
    }
  });
});

describe('saving with the version the editor started from', () => {
  it('bumps the version, stamps the saver and records the saved state', async () => {
    const before = await read('about');

    const { data, error } = await admin.client
      .from('page_content')
      .update({ title: 'About the Network', sections: [section('story', 0)], version: before.version })
      .eq('page_id', 'about')
      .select('version, updated_by')
      .single();

    expect(error).toBeNull();
    expect(data).toEqual({ version: before.version + 1, updated_by: admin.user.id });
    expect((await versionsOf('about'))[0]).toEqual({
      version: before.version + 1,
      title: 'About the Network',
      sections: [section('story', 0)],
      saved_by: admin.user.id,
    });
  });

  it('refuses a save based on an older version with a clear conflict message, keeping the other save', async () => {
    const base = await read('faqs');
    const first = await admin.client
      .from('page_content')
      .update({ sections: [section('first-editor', 0)], version: base.version })
      .eq('page_id', 'faqs')
      .select('version')
      .single();
    expect(first.error).toBeNull();

    const second = await secondAdmin.client
      .from('page_content')
      .update({ sections: [section('second-editor', 0)], version: base.version })
      .eq('page_id', 'faqs')
      .select('version')
      .single();

    expect(second.error?.message).toBe(
      `This page was saved by someone else while you were editing (it is now at version ${base.version + 1}). Your changes are still in the editor: load the latest version, apply them again and save.`,
    );
    expect((await read('faqs')).sections).toEqual([section('first-editor', 0)]);
  });

  it('does not create a version when nothing changed', async () => {
    const before = await read('terms');
    const history = await versionsOf('terms');

    const { data, error } = await admin.client
      .from('page_content')
      .update({ title: before.title, description: before.description, sections: before.sections, version: before.version })
      .eq('page_id', 'terms')
      .select('version');

    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect((await read('terms')).version).toBe(before.version);
    expect(await versionsOf('terms')).toEqual(history);
  });

  it('restores an old version by saving it as a new one, so the newer state stays in the history', async () => {
    const start = await read('cookies');
    const original = (await versionsOf('cookies'))[0];
    await admin.client
      .from('page_content')
      .update({ sections: [section('temporary', 0)], version: start.version })
      .eq('page_id', 'cookies');

    const { data, error } = await admin.client
      .from('page_content')
      .update({ title: original.title, sections: original.sections, version: start.version + 1 })
      .eq('page_id', 'cookies')
      .select('version, sections')
      .single();

    expect(error).toBeNull();
    expect(data).toEqual({ version: start.version + 2, sections: original.sections });
    expect((await versionsOf('cookies')).slice(0, 3).map((row) => row.version)).toEqual([
      start.version + 2,
      start.version + 1,
      start.version,
    ]);
  });

  it('keeps the 50 newest versions of a page', async () => {
    let { version } = await read('pricing');
    for (let n = 0; n < 52; n += 1) {
      const { error } = await admin.client
        .from('page_content')
        .update({ description: `Revision ${n}`, version })
        .eq('page_id', 'pricing');
      expect(error).toBeNull();
      version += 1;
    }

    const history = await versionsOf('pricing');
    expect(history).toHaveLength(50);
    expect(history[0].version).toBe(version);
    expect(history[49].version).toBe(version - 49);
  });
});

describe('who may see and write the history', () => {
  it('shows the history to admins only and lets nobody write it', async () => {
    const user = await signUpUser(backend);

    expect((await anon.from('page_content_versions').select('id')).data ?? []).toEqual([]);
    expect((await user.client.from('page_content_versions').select('id')).data).toEqual([]);
    const forged = await admin.client
      .from('page_content_versions')
      .insert({ page_id: 'home', version: 9999, title: 'Forged', description: '', sections: [] });
    expect(forged.error).not.toBeNull();
    await admin.client.from('page_content_versions').update({ title: 'Rewritten' }).eq('page_id', 'home').select();
    expect((await versionsOf('home')).some((row) => row.title === 'Rewritten')).toBe(false);
  });

  it('refuses a non-admin save, with or without a version', async () => {
    const user = await signUpUser(backend);
    const before = await read('home');

    const { data } = await user.client
      .from('page_content')
      .update({ title: 'Defaced', version: before.version })
      .eq('page_id', 'home')
      .select();

    expect(data ?? []).toEqual([]);
    expect(await read('home')).toEqual(before);
  });
});

describe('the rules the editor mirrors (shared-rules page-content)', () => {
  it.each([
    ['a blank title', { title: '  \u00a0 ' }, PAGE_CONTENT_MESSAGES.titleRequired],
    ['an oversized title', { title: 'x'.repeat(201) }, PAGE_CONTENT_MESSAGES.titleMax],
    ['an oversized description', { description: 'x'.repeat(1001) }, PAGE_CONTENT_MESSAGES.descriptionMax],
    ['a malformed section id', { sections: [section('Bad Id', 0)] }, PAGE_CONTENT_MESSAGES.sectionId],
    [
      'a duplicated section id',
      { sections: [section('a', 0), section('a', 1)] },
      PAGE_CONTENT_MESSAGES.sectionIdTwice.replace('{id}', 'a'),
    ],
    ['an oversized section title', { sections: [{ ...section('a', 0), title: 'x'.repeat(201) }] }, PAGE_CONTENT_MESSAGES.sectionTitleMax],
    ['a javascript: link', { sections: [section('a', 0, '<a href="JavaScript:alert(1)">x</a>')] }, PAGE_CONTENT_MESSAGES.sectionScript],
    ['a fractional order', { sections: [section('a', 1.5)] }, PAGE_CONTENT_MESSAGES.sectionOrder],
  ])('refuses %s with the message the client shows', async (_label, override, message) => {
    const before = await read('data-protection');
    const draft = { title: before.title, description: before.description, sections: before.sections, ...override };

    const { error } = await admin.client
      .from('page_content')
      .update({ ...draft, version: before.version })
      .eq('page_id', 'data-protection');

    expect(pageContentError(draft)).toBe(message);
    expect(error?.message).toBe(message);
    expect(await read('data-protection')).toEqual(before);
  });
});
