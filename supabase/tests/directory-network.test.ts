// Directory network (migration 20261124000620_directory-network.sql): profile completion and the
// credibility score for known inputs (and shared-rules computing the same numbers), matches and
// featured / similar lists without hidden profiles, and the intro workflow: who may ask whom,
// one pending request per pair, only the recipient answers, contact details only for the parties
// of an accepted intro. Messages are shared-rules' own.
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  DIRECTORY_NETWORK_MESSAGES as M,
  FOUNDER_COMPLETION_FIELDS,
  INVESTOR_COMPLETION_FIELDS,
  credibilityScore,
  profileCompletion,
} from '@donation-network/shared-rules';
import { must } from './support/marketplace-fixtures';
import { createTestClient, signInDemo, signUpUser, startTestBackend, type SignedUpUser, type TestBackend } from './support/test-backend';

let backend: TestBackend;
let admin: SupabaseClient;
let anon: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  admin = (await signInDemo(backend, 'admin')).client;
  anon = createTestClient(backend);
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

/** A seeded sample investor that no account owns. */
const UNOWNED_INVESTOR = 'a0b1c2d3-0001-4b5c-8d6e-000000000001';

interface Member extends SignedUpUser {
  profileId: string;
}

async function founder(fields: Record<string, unknown> = {}): Promise<Member> {
  const user = await signUpUser(backend, { user_type: 'founder' });
  const row = await must(
    user.client
      .from('founder_profiles')
      .insert({
        user_id: user.user.id,
        company_name: `Network Co ${user.user.id.slice(0, 8)}`,
        industry: 'Healthcare',
        funding_stage: 'Seed',
        location: 'Lisbon',
        ...fields,
      })
      .select('id')
      .single(),
  );
  return { ...user, profileId: (row as { id: string }).id };
}

async function investor(fields: Record<string, unknown> = {}): Promise<Member> {
  const user = await signUpUser(backend, { user_type: 'investor' });
  const row = await must(
    user.client
      .from('investor_profiles')
      .insert({
        user_id: user.user.id,
        investor_type: 'Angel',
        investment_focus: ['Healthcare'],
        investment_stages: ['Seed'],
        location: 'Lisbon',
        ...fields,
      })
      .select('id')
      .single(),
  );
  return { ...user, profileId: (row as { id: string }).id };
}

const hide = (directory: 'founder' | 'investor', id: string) =>
  must(admin.rpc('set_directory_profile_hidden', { directory, profile_id: id, hidden: true }));
const verify = (directory: 'founder' | 'investor', id: string) =>
  must(admin.rpc('set_directory_verification', { directory, profile_id: id, status: 'verified' }));

const ids = (rows: unknown) => (rows as { id: string }[]).map((row) => row.id);

describe('profile completion and credibility', () => {
  it('a founder: 40% with the required fields, 70% and 37 points with more, 77 once verified', async () => {
    const f = await founder();
    expect(await must(anon.rpc('founder_profile_completion', { profile_id: f.profileId }))).toBe(40);
    expect(await must(anon.rpc('founder_credibility_score', { profile_id: f.profileId }))).toBe(12);

    const foundedYear = new Date().getUTCFullYear() - 2;
    const row = await must(
      f.client
        .from('founder_profiles')
        .update({
          founded_year: foundedYear,
          company_description: 'Blood logistics',
          website: 'https://network.example.com',
          achievements: [{ title: 'Pilot' }, { title: 'Award', date: '2025' }],
        })
        .eq('id', f.profileId)
        .select('*')
        .single(),
    );
    expect(await must(anon.rpc('founder_profile_completion', { profile_id: f.profileId }))).toBe(70);
    expect(profileCompletion(row as Record<string, unknown>, FOUNDER_COMPLETION_FIELDS)).toBe(70);
    // unverified 0 + round(70 × 0.3) 21 + 2 achievements 10 + 2 years 6
    expect(await must(anon.rpc('founder_credibility_score', { profile_id: f.profileId }))).toBe(37);
    expect(credibilityScore({ verificationStatus: 'unverified', completion: 70, achievements: 2, history: 2 })).toBe(37);

    await verify('founder', f.profileId);
    expect(await must(anon.rpc('founder_credibility_score', { profile_id: f.profileId }))).toBe(77);
  });

  it('an investor: 40% with the required fields; portfolio companies and exits add points', async () => {
    const i = await investor();
    expect(await must(anon.rpc('investor_profile_completion', { profile_id: i.profileId }))).toBe(40);
    expect(await must(anon.rpc('investor_credibility_score', { profile_id: i.profileId }))).toBe(12);
    await must(
      i.client.from('investor_portfolio_companies').insert([
        { investor_profile_id: i.profileId, company: 'Exit Co', exit_status: 'Acquired' },
        { investor_profile_id: i.profileId, company: 'Live Co' },
      ]),
    );
    const row = await must(i.client.from('investor_profiles').select('*').eq('id', i.profileId).single());
    expect(profileCompletion(row as Record<string, unknown>, INVESTOR_COMPLETION_FIELDS)).toBe(40);
    // 12 + 1 exit 5 + 2 companies 6, the same for visitors (who cannot read the portfolio)
    expect(await must(anon.rpc('investor_credibility_score', { profile_id: i.profileId }))).toBe(23);
    expect(credibilityScore({ verificationStatus: 'unverified', completion: 40, achievements: 1, history: 2 })).toBe(23);
  });

  it('every part is capped: a complete, verified founder with a long history scores 100', async () => {
    const f = await founder({
      founded_year: 1990,
      team_size: 12,
      company_description: 'd',
      looking_for: 'Seed round',
      website: 'https://a.example.com',
      linkedin_url: 'https://www.linkedin.com/company/a',
      achievements: [{ title: 'a' }, { title: 'b' }, { title: 'c' }, { title: 'd' }],
    });
    await verify('founder', f.profileId);
    expect(await must(anon.rpc('founder_profile_completion', { profile_id: f.profileId }))).toBe(100);
    expect(await must(anon.rpc('founder_credibility_score', { profile_id: f.profileId }))).toBe(100);
  });
});

describe('matches, featured and similar investors', () => {
  it('matches need both focus and stage, are ordered by score and never list hidden profiles', async () => {
    const f = await founder({ industry: 'EdTech', funding_stage: 'Series B' });
    const match = await investor({ investment_focus: ['EdTech', 'SaaS'], investment_stages: ['Series B'] });
    const betterMatch = await investor({ investment_focus: ['EdTech'], investment_stages: ['Series A', 'Series B'] });
    await verify('investor', betterMatch.profileId);
    const wrongStage = await investor({ investment_focus: ['EdTech'], investment_stages: ['Seed'] });
    const wrongFocus = await investor({ investment_focus: ['FinTech'], investment_stages: ['Series B'] });

    const found = ids(await must(f.client.rpc('investor_matches_for_founder')));
    expect(found).toEqual(expect.arrayContaining([match.profileId, betterMatch.profileId]));
    expect(found.indexOf(betterMatch.profileId)).toBeLessThan(found.indexOf(match.profileId));
    expect(found).not.toContain(wrongStage.profileId);
    expect(found).not.toContain(wrongFocus.profileId);
    const scores = ((await must(f.client.rpc('investor_matches_for_founder'))) as { credibility_score: number }[]).map(
      (r) => r.credibility_score,
    );
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    expect(ids(await must(match.client.rpc('startup_matches_for_investor')))).toContain(f.profileId);
    expect(ids(await must(wrongStage.client.rpc('startup_matches_for_investor')))).not.toContain(f.profileId);

    await hide('investor', match.profileId);
    expect(ids(await must(f.client.rpc('investor_matches_for_founder')))).not.toContain(match.profileId);
    await verify('founder', f.profileId);
    expect(ids(await must(admin.rpc('featured_founders', { max_rows: 50 })))).toContain(f.profileId);
    await hide('founder', f.profileId);
    expect(ids(await must(betterMatch.client.rpc('startup_matches_for_investor')))).not.toContain(f.profileId);
    // not even admins see hidden profiles in these lists
    expect(ids(await must(admin.rpc('featured_founders', { max_rows: 50 })))).not.toContain(f.profileId);
  });

  it('an account without a profile has no matches', async () => {
    const visitor = await signUpUser(backend, { user_type: 'founder' });
    expect(await must(visitor.client.rpc('investor_matches_for_founder'))).toEqual([]);
  });

  it('featured lists hold verified visible profiles only, highest computed score first', async () => {
    const verified = await founder({ website: 'https://featured.example.com' });
    await verify('founder', verified.profileId);
    const unverified = await founder();
    const rows = (await must(anon.rpc('featured_founders', { max_rows: 50 }))) as {
      id: string;
      verification_status: string;
      credibility_score: number;
    }[];
    expect(ids(rows)).toContain(verified.profileId);
    expect(ids(rows)).not.toContain(unverified.profileId);
    expect(rows.every((r) => r.verification_status === 'verified')).toBe(true);
    const scores = rows.map((r) => r.credibility_score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect((await anon.rpc('featured_founders', { max_rows: 0 })).error?.message).toBe(M.featuredCount);

    const investors = (await must(anon.rpc('featured_investors', { max_rows: 50 }))) as { verification_status: string }[];
    expect(investors.length).toBeGreaterThan(0);
    expect(investors.every((r) => r.verification_status === 'verified')).toBe(true);
  });

  it('similar investors share focus or location, exclude the investor itself and hidden ones', async () => {
    const place = `Porto ${Date.now()}`;
    const target = await investor({ investment_focus: ['CleanTech', 'Mobile'], location: place });
    const sharesTwo = await investor({ investment_focus: ['CleanTech', 'Mobile'], location: 'Elsewhere' });
    const sameCity = await investor({ investment_focus: ['FinTech'], location: ` ${place.toUpperCase()} ` });
    const hidden = await investor({ investment_focus: ['CleanTech', 'Mobile'], location: place });
    await hide('investor', hidden.profileId);

    const rows = (await must(anon.rpc('similar_investors', { investor_id: target.profileId, max_rows: 20 }))) as {
      id: string;
      shared_focus: string[];
      same_location: boolean;
    }[];
    const found = ids(rows);
    expect(found).toEqual(expect.arrayContaining([sharesTwo.profileId, sameCity.profileId]));
    expect(found).not.toContain(target.profileId);
    expect(found).not.toContain(hidden.profileId);
    expect(rows.find((r) => r.id === sharesTwo.profileId)?.shared_focus).toEqual(['CleanTech', 'Mobile']);
    expect(rows.find((r) => r.id === sameCity.profileId)?.same_location).toBe(true);
    expect(found.indexOf(sharesTwo.profileId)).toBeLessThan(found.indexOf(sameCity.profileId));
  });
});

describe('intro requests', () => {
  const message = 'We are raising a Seed round for blood logistics; would love to talk.';

  it('founder asks an investor: refusals, one pending per pair, only the recipient answers, contact after acceptance', async () => {
    const f = await founder({ website: 'https://intro-founder.example.com' });
    const i = await investor({
      firm_name: 'Intro Capital',
      website: 'https://intro.example.com',
      linkedin_url: 'https://www.linkedin.com/company/intro',
    });
    const stranger = await founder();

    const ask = (client: SupabaseClient, target_kind: string, target_profile_id: string, text = message) =>
      client.rpc('request_intro', { target_kind, target_profile_id, message: text });

    expect((await ask(anon, 'investor', i.profileId)).error?.message).toBe(M.signInToRequest);
    expect((await ask(f.client, 'partner', i.profileId)).error?.message).toBe(M.targetKind);
    expect((await ask(f.client, 'founder', f.profileId)).error?.message).toBe(M.notToSelf);
    expect((await ask(f.client, 'founder', stranger.profileId)).error?.message).toBe(M.investorProfileRequired);
    expect((await ask(i.client, 'investor', i.profileId)).error?.message).toBe(M.notToSelf);
    expect((await ask(f.client, 'investor', UNOWNED_INVESTOR)).error?.message).toBe(M.targetWithoutAccount);
    expect((await ask(f.client, 'investor', i.profileId, ' \n ')).error?.message).toBe(M.messageRequired);
    expect((await ask(f.client, 'investor', i.profileId, 'x'.repeat(1001))).error?.message).toBe(M.messageMax);
    expect(await must(i.client.from('intro_requests').select('id'))).toEqual([]);

    const intro = (await must(ask(f.client, 'investor', i.profileId, `  ${message}  `))) as { id: string; status: string; message: string };
    expect(intro).toMatchObject({ status: 'pending', message, from_kind: 'founder' });
    expect((await ask(f.client, 'investor', i.profileId)).error?.message).toBe(M.alreadyPending);
    expect((await ask(i.client, 'founder', f.profileId)).error?.message).toBe(M.alreadyPending);

    const [notice] = (await must(
      i.client.from('notifications').select('title, body').order('created_at', { ascending: false }).limit(1),
    )) as {
      title: string;
      body: string;
    }[];
    expect(notice.title).toBe('New intro request');
    expect(notice.body).toContain(message);

    // parties read it; nobody else does; nobody writes it directly
    expect(ids(await must(f.client.from('intro_requests').select('id')))).toEqual([intro.id]);
    expect(ids(await must(i.client.from('intro_requests').select('id')))).toEqual([intro.id]);
    expect(await must(stranger.client.from('intro_requests').select('id'))).toEqual([]);
    expect((await anon.from('intro_requests').select('id')).data ?? []).toEqual([]);
    await f.client.from('intro_requests').update({ status: 'accepted' }).eq('id', intro.id);
    expect(await must(i.client.from('intro_requests').select('status').eq('id', intro.id).single())).toEqual({ status: 'pending' });
    expect(
      (
        await stranger.client.from('intro_requests').insert({
          from_user: stranger.user.id,
          to_user: i.user.id,
          from_kind: 'founder',
          founder_profile_id: stranger.profileId,
          investor_profile_id: i.profileId,
          message,
        })
      ).error,
    ).not.toBeNull();

    // contact stays hidden until accepted, and from everyone but the parties
    expect((await f.client.rpc('intro_contact', { intro_id: intro.id })).error?.message).toBe(M.contactAfterAccept);
    expect((await stranger.client.rpc('intro_contact', { intro_id: intro.id })).error?.message).toBe(M.introNotFound);
    expect((await anon.rpc('intro_contact', { intro_id: intro.id })).error?.message).toBe(M.signInForContact);

    expect((await f.client.rpc('respond_intro', { intro_id: intro.id, accept: true })).error?.message).toBe(M.onlyRecipient);
    expect((await stranger.client.rpc('respond_intro', { intro_id: intro.id, accept: true })).error?.message).toBe(M.introNotFound);
    expect((await anon.rpc('respond_intro', { intro_id: intro.id, accept: true })).error?.message).toBe(M.signInToRespond);
    expect(await must(i.client.rpc('respond_intro', { intro_id: intro.id, accept: true }))).toMatchObject({ status: 'accepted' });
    expect((await i.client.rpc('respond_intro', { intro_id: intro.id, accept: false })).error?.message).toBe(M.alreadyAnswered);

    const [accepted] = (await must(
      f.client.from('notifications').select('title, body').order('created_at', { ascending: false }).limit(1),
    )) as {
      title: string;
      body: string;
    }[];
    expect(accepted).toEqual({
      title: 'Intro accepted',
      body: 'Intro Capital accepted your intro request. Their contact details are on your dashboard.',
    });

    expect(await must(f.client.rpc('intro_contact', { intro_id: intro.id }))).toEqual([
      {
        name: 'Intro Capital',
        email: i.email,
        website: 'https://intro.example.com',
        linkedin_url: 'https://www.linkedin.com/company/intro',
      },
    ]);
    expect(await must(i.client.rpc('intro_contact', { intro_id: intro.id }))).toEqual([
      { name: expect.stringContaining('Network Co'), email: f.email, website: 'https://intro-founder.example.com', linkedin_url: null },
    ]);
    expect((await stranger.client.rpc('intro_contact', { intro_id: intro.id })).error?.message).toBe(M.introNotFound);

    const mine = (await must(i.client.rpc('my_intros'))) as {
      id: string;
      direction: string;
      other_kind: string;
      other_profile_id: string;
    }[];
    expect(mine).toEqual([
      expect.objectContaining({ id: intro.id, direction: 'received', other_kind: 'founder', other_profile_id: f.profileId }),
    ]);
    const theirs = (await must(f.client.rpc('my_intros'))) as { direction: string; other_name: string }[];
    expect(theirs).toEqual([expect.objectContaining({ direction: 'sent', other_name: 'Intro Capital' })]);

    // once answered, the pair may ask again
    expect((await ask(i.client, 'founder', f.profileId)).error).toBeNull();
  });

  it('investor asks a founder, who declines: contact stays hidden and the investor is told', async () => {
    const f = await founder();
    const i = await investor({ investor_type: 'VC' });
    const intro = (await must(i.client.rpc('request_intro', { target_kind: 'founder', target_profile_id: f.profileId, message }))) as {
      id: string;
    };
    expect(await must(f.client.rpc('respond_intro', { intro_id: intro.id, accept: false }))).toMatchObject({ status: 'declined' });
    expect((await i.client.rpc('intro_contact', { intro_id: intro.id })).error?.message).toBe(M.contactAfterAccept);
    expect((await f.client.rpc('intro_contact', { intro_id: intro.id })).error?.message).toBe(M.contactAfterAccept);
    const [notice] = (await must(i.client.from('notifications').select('title').order('created_at', { ascending: false }).limit(1))) as {
      title: string;
    }[];
    expect(notice.title).toBe('Intro declined');
    expect((await f.client.rpc('respond_intro', { intro_id: intro.id, accept: null })).error?.message).toBe(M.answerRequired);
  });

  it('a hidden profile cannot be asked', async () => {
    const f = await founder();
    const i = await investor();
    await hide('investor', i.profileId);
    expect((await f.client.rpc('request_intro', { target_kind: 'investor', target_profile_id: i.profileId, message })).error?.message).toBe(
      M.profileNotFound,
    );
  });
});
