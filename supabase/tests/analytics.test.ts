// Owners' analytics (migrations 20261128003000_role-permissions.sql, 20261128003100_view-events.sql,
// 20261128003200_analytics-series.sql): the database's role permissions equal the client's table,
// record_view counts one view per viewer per item per day (not the owner's, signed-out viewers by their
// browser key, capped per day), and the series answer the owner only: partners their listings' views,
// meeting requests and applications with outcomes, founders and premium investors their profile's
// views and intro requests. Messages are shared-rules' own.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import ws from 'ws';
import { ROLES, permissionsFor } from '@donation-network/portal-session';
import {
  ANALYTICS_MAX_DAYS,
  ANALYTICS_MESSAGES as M,
  ANALYTICS_MIN_DAYS,
  ANONYMOUS_VIEWS_PER_ITEM_PER_DAY,
} from '@donation-network/shared-rules';
import { must, subscribedUser } from './support/marketplace-fixtures';
import { createTestClient, signInDemo, signUpUser, startTestBackend, type SignedUpUser, type TestBackend } from './support/test-backend';

let backend: TestBackend;
let admin: SupabaseClient;
let anon: SupabaseClient;
let partner: SignedUpUser;
let viewer: SignedUpUser;

beforeAll(async () => {
  backend = await startTestBackend();
  admin = (await signInDemo(backend, 'admin')).client;
  partner = await signInDemo(backend, 'partner');
  anon = createTestClient(backend);
  viewer = await subscribedUser(backend);
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

// The demo partner's seeded listings (seed/40-marketplace.sql, seed/50-directories.sql).
const PARTNER_BLOOD_LISTING = '4c000000-0000-4000-8000-000000000001';
const PARTNER_PROFESSIONAL = 'e1000000-0000-4000-8000-000000000003';
const PARTNER_OPPORTUNITY = 'e2000000-0000-4000-8000-000000000005';
const PARTNER_CLOSED_OPPORTUNITY = 'e2000000-0000-4000-8000-000000000007';

interface PartnerBucket {
  bucket: string;
  views: number;
  meeting_requests: number;
  meetings_confirmed: number;
  meetings_declined: number;
  applications: number;
  applications_accepted: number;
  applications_rejected: number;
}

interface ProfileBucket {
  bucket: string;
  views: number;
  intro_requests: number;
  intros_accepted: number;
  intros_declined: number;
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

async function partnerToday(client: SupabaseClient): Promise<PartnerBucket> {
  const rows = (await must(client.rpc('partner_analytics', { days: 7 }))) as PartnerBucket[];
  expect(rows).toHaveLength(7);
  const today = rows.at(-1) as PartnerBucket;
  expect(today.bucket).toBe(todayUtc());
  return today;
}

const view = (client: SupabaseClient, item_kind: string, item_id: string, visitor_key?: string) =>
  client.rpc('record_view', { item_kind, item_id, ...(visitor_key ? { visitor_key } : {}) });

async function founderWithProfile(): Promise<SignedUpUser & { profileId: string }> {
  const user = await signUpUser(backend, { user_type: 'founder' });
  const row = (await must(
    user.client
      .from('founder_profiles')
      .insert({
        user_id: user.user.id,
        company_name: `Viewed Co ${user.user.id.slice(0, 8)}`,
        industry: 'Healthcare',
        funding_stage: 'Seed',
        location: 'Lisbon',
      })
      .select('id')
      .single(),
  )) as { id: string };
  return { ...user, profileId: row.id };
}

async function investorWithProfile(): Promise<SignedUpUser & { profileId: string }> {
  const user = await signUpUser(backend, { user_type: 'investor' });
  const row = (await must(
    user.client
      .from('investor_profiles')
      .insert({
        user_id: user.user.id,
        investor_type: 'Angel',
        investment_focus: ['Healthcare'],
        investment_stages: ['Seed'],
        location: 'Lisbon',
      })
      .select('id')
      .single(),
  )) as { id: string };
  return { ...user, profileId: row.id };
}

describe('role permissions', () => {
  it("the database's table is the client's, role by role (and an unknown role gets view_dashboard only)", async () => {
    for (const role of [...ROLES, 'unknown']) {
      expect(await must(anon.rpc('role_permissions', { role }))).toEqual(permissionsFor(role));
    }
  });

  it("has_permission answers for the caller's own role", async () => {
    expect(await must(partner.client.rpc('has_permission', { permission: 'view_analytics' }))).toBe(true);
    expect(await must(viewer.client.rpc('has_permission', { permission: 'view_analytics' }))).toBe(false);
    expect(await must(anon.rpc('has_permission', { permission: 'view_dashboard' }))).toBe(false);
  });
});

describe('counting views', () => {
  it('one view per signed-in viewer per listing per day: a reload adds nothing, a second viewer adds one', async () => {
    const before = await partnerToday(partner.client);
    expect(await must(view(viewer.client, 'blood_service', PARTNER_BLOOD_LISTING))).toBe(true);
    expect(await must(view(viewer.client, 'blood_service', PARTNER_BLOOD_LISTING))).toBe(false);
    // another browser key does not make the same account a new viewer
    expect(await must(view(viewer.client, 'blood_service', PARTNER_BLOOD_LISTING, randomUUID()))).toBe(false);
    expect((await partnerToday(partner.client)).views).toBe(before.views + 1);

    const second = await subscribedUser(backend);
    expect(await must(view(second.client, 'blood_service', PARTNER_BLOOD_LISTING))).toBe(true);
    expect((await partnerToday(partner.client)).views).toBe(before.views + 2);
  });

  it("the owner's own views are not counted", async () => {
    const before = await partnerToday(partner.client);
    expect(await must(view(partner.client, 'blood_service', PARTNER_BLOOD_LISTING))).toBe(false);
    expect(await must(view(partner.client, 'professional', PARTNER_PROFESSIONAL))).toBe(false);
    expect((await partnerToday(partner.client)).views).toBe(before.views);
  });

  it('views of professionals and opportunities count for the partner who lists them', async () => {
    const before = await partnerToday(partner.client);
    expect(await must(view(viewer.client, 'professional', PARTNER_PROFESSIONAL))).toBe(true);
    expect(await must(view(viewer.client, 'opportunity', PARTNER_OPPORTUNITY))).toBe(true);
    expect((await partnerToday(partner.client)).views).toBe(before.views + 2);
  });

  it('only what the viewer may see: marketplace listings need a subscription, hidden profiles count no views', async () => {
    const unsubscribed = await signUpUser(backend, { user_type: 'recipient' });
    const listing = await view(unsubscribed.client, 'blood_service', PARTNER_BLOOD_LISTING);
    expect(listing.error?.message).toContain(M.itemNotFound);
    const professional = await view(anon, 'professional', PARTNER_PROFESSIONAL, randomUUID());
    expect(professional.error?.message).toContain(M.itemNotFound);
    // a subscriber sees only Open opportunities, so a closed one counts no view either
    const closed = await view(viewer.client, 'opportunity', PARTNER_CLOSED_OPPORTUNITY);
    expect(closed.error?.message).toContain(M.itemNotFound);

    const founder = await founderWithProfile();
    await must(admin.rpc('set_directory_profile_hidden', { directory: 'founder', profile_id: founder.profileId, hidden: true }));
    const hidden = await view(viewer.client, 'founder_profile', founder.profileId);
    expect(hidden.error?.message).toContain(M.itemNotFound);
    const missing = await view(viewer.client, 'founder_profile', randomUUID());
    expect(missing.error?.message).toContain(M.itemNotFound);
  });

  it('refuses an unknown kind of page and a signed-out view without a visitor key', async () => {
    const unknown = await view(viewer.client, 'hospital', PARTNER_BLOOD_LISTING);
    expect(unknown.error?.message).toContain(M.unknownItemKind);
    const founder = await founderWithProfile();
    const keyless = await view(anon, 'founder_profile', founder.profileId);
    expect(keyless.error?.message).toContain(M.visitorKeyRequired);
    const badKey = await view(anon, 'founder_profile', founder.profileId, 'not-a-uuid');
    expect(badKey.error).not.toBeNull();
    expect(badKey.data).toBeNull();
  });

  it('signed-out visitors count once per browser key per day, and at most the daily cap per profile', async () => {
    const founder = await founderWithProfile();
    const browser = randomUUID();
    expect(await must(view(anon, 'founder_profile', founder.profileId, browser))).toBe(true);
    expect(await must(view(anon, 'founder_profile', founder.profileId, browser))).toBe(false);
    const today = async () =>
      ((await must(founder.client.rpc('profile_analytics', { profile_kind: 'founder', days: 7 }))) as ProfileBucket[]).at(-1);
    expect((await today())?.views).toBe(1);

    // a script that invents a new key per call stops counting at the cap
    for (let i = 1; i < ANONYMOUS_VIEWS_PER_ITEM_PER_DAY; i += 1) {
      expect(await must(view(anon, 'founder_profile', founder.profileId, randomUUID()))).toBe(true);
    }
    expect(await must(view(anon, 'founder_profile', founder.profileId, randomUUID()))).toBe(false);
    // signed-in viewers are people with accounts: they still count
    expect(await must(view(viewer.client, 'founder_profile', founder.profileId))).toBe(true);
    expect((await today())?.views).toBe(ANONYMOUS_VIEWS_PER_ITEM_PER_DAY + 1);
  }, 60_000);

  it('nobody reads or writes the view events through the API; rows keep no viewer id', async () => {
    for (const client of [anon, viewer.client, partner.client, admin]) {
      const { data } = await client.from('view_events').select('*');
      expect(data ?? []).toEqual([]);
      const insert = await client.from('view_events').insert({
        item_kind: 'blood_service',
        item_id: PARTNER_BLOOD_LISTING,
        viewer_fingerprint: 'a'.repeat(64),
        signed_in: true,
      });
      expect(insert.error).not.toBeNull();
    }
    // what is stored (read with the secret key): the item, the day and a fingerprint, never who viewed
    const service = createClient(backend.url, backend.secretKey!, {
      auth: { persistSession: false },
      realtime: { transport: ws as never },
    });
    const rows = (await must(service.from('view_events').select('*').eq('item_id', PARTNER_BLOOD_LISTING))) as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(['id', 'item_id', 'item_kind', 'signed_in', 'viewed_at', 'viewed_on', 'viewer_fingerprint']);
      expect(JSON.stringify(row)).not.toContain(viewer.user.id);
    }
  });
});

describe('partner analytics: owner only', () => {
  it('signed out, without view_analytics, or another partner: an error or only their own (empty) figures', async () => {
    expect((await anon.rpc('partner_analytics', { days: 7 })).error?.message).toContain(M.signInRequired);
    expect((await viewer.client.rpc('partner_analytics', { days: 7 })).error?.message).toContain(M.permissionRequired);
    expect((await viewer.client.rpc('partner_listing_views', { days: 7 })).error?.message).toContain(M.permissionRequired);

    const otherPartner = await signUpUser(backend, { user_type: 'partner' });
    const rows = (await must(otherPartner.client.rpc('partner_analytics', { days: 30 }))) as PartnerBucket[];
    expect(rows).toHaveLength(30);
    expect(rows.every((row) => row.views === 0 && row.meeting_requests === 0 && row.applications === 0)).toBe(true);
    expect(await must(otherPartner.client.rpc('partner_listing_views', { days: 30 }))).toEqual([]);
  });

  it("lists the partner's listings with their views, most viewed first", async () => {
    await must(view(viewer.client, 'blood_service', PARTNER_BLOOD_LISTING));
    const rows = (await must(partner.client.rpc('partner_listing_views', { days: 7, max_rows: 50 }))) as {
      item_kind: string;
      item_id: string;
      title: string;
      views: number;
    }[];
    const blood = rows.find((row) => row.item_id === PARTNER_BLOOD_LISTING);
    expect(blood).toMatchObject({ item_kind: 'blood_service', title: 'O Positive Whole Blood' });
    expect(blood?.views).toBeGreaterThanOrEqual(2);
    const counts = rows.map((row) => row.views);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(rows.some((row) => row.item_kind === 'professional')).toBe(true);
    expect(rows.some((row) => row.item_kind === 'opportunity')).toBe(true);
  });

  it('meeting requests and applications of the day, with their outcomes', async () => {
    const before = await partnerToday(partner.client);
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const booker = await subscribedUser(backend);
    const confirmed = (await must(
      booker.client
        .from('meeting_requests')
        .insert({ professional_id: PARTNER_PROFESSIONAL, message: 'A call about the role?', proposed_times: [inTwoDays] })
        .select('id')
        .single(),
    )) as { id: string };
    const declined = (await must(
      viewer.client
        .from('meeting_requests')
        .insert({ professional_id: PARTNER_PROFESSIONAL, message: 'Another call?', proposed_times: [inTwoDays] })
        .select('id')
        .single(),
    )) as { id: string };
    await must(partner.client.rpc('confirm_meeting_request', { request_id: confirmed.id, chosen_time: inTwoDays }));
    await must(partner.client.rpc('decline_meeting_request', { request_id: declined.id }));

    const application = (await must(
      booker.client.from('job_applications').insert({ opportunity_id: PARTNER_OPPORTUNITY, cover_note: 'Keen' }).select('id').single(),
    )) as { id: string };
    await must(viewer.client.from('job_applications').insert({ opportunity_id: PARTNER_OPPORTUNITY, cover_note: 'Me too' }));
    await must(partner.client.rpc('set_job_application_status', { application_id: application.id, status: 'reviewing' }));
    await must(partner.client.rpc('set_job_application_status', { application_id: application.id, status: 'accepted' }));

    const after = await partnerToday(partner.client);
    expect(after.meeting_requests - before.meeting_requests).toBe(2);
    expect(after.meetings_confirmed - before.meetings_confirmed).toBe(1);
    expect(after.meetings_declined - before.meetings_declined).toBe(1);
    expect(after.applications - before.applications).toBe(2);
    expect(after.applications_accepted - before.applications_accepted).toBe(1);
    expect(after.applications_rejected - before.applications_rejected).toBe(0);
  });

  it('weekly buckets start on Monday and add up to the daily figures', async () => {
    const daily = (await must(partner.client.rpc('partner_analytics', { days: 28, granularity: 'day' }))) as PartnerBucket[];
    const weekly = (await must(partner.client.rpc('partner_analytics', { days: 28, granularity: 'week' }))) as PartnerBucket[];
    expect(weekly.length).toBeGreaterThanOrEqual(4);
    expect(weekly.length).toBeLessThanOrEqual(5);
    for (const row of weekly) expect(new Date(`${row.bucket}T00:00:00Z`).getUTCDay()).toBe(1);
    const sum = (rows: PartnerBucket[], key: keyof PartnerBucket) => rows.reduce((total, row) => total + Number(row[key]), 0);
    for (const key of ['views', 'meeting_requests', 'applications', 'applications_accepted'] as const) {
      expect(sum(weekly, key)).toBe(sum(daily, key));
    }
  });

  it("takes the rule file's shortest and longest period and refuses one day less or more, and an unknown granularity", async () => {
    for (const days of [ANALYTICS_MIN_DAYS, ANALYTICS_MAX_DAYS]) await must(partner.client.rpc('partner_analytics', { days }));
    expect((await partner.client.rpc('partner_analytics', { days: ANALYTICS_MIN_DAYS - 1 })).error?.message).toContain(M.invalidPeriod);
    expect((await partner.client.rpc('partner_analytics', { days: ANALYTICS_MAX_DAYS + 1 })).error?.message).toContain(M.invalidPeriod);
    expect((await partner.client.rpc('partner_analytics', { days: 30, granularity: 'month' })).error?.message).toContain(
      M.invalidGranularity,
    );
  });
});

describe('profile analytics', () => {
  it("a founder sees their own profile's views and the intro requests it received, with acceptance", async () => {
    const founder = await founderWithProfile();
    const investor = await investorWithProfile();
    await must(view(investor.client, 'founder_profile', founder.profileId));
    await must(view(founder.client, 'founder_profile', founder.profileId));
    const intro = (await must(
      investor.client.rpc('request_intro', { target_kind: 'founder', target_profile_id: founder.profileId, message: 'Hello' }),
    )) as { id: string };
    await must(founder.client.rpc('respond_intro', { intro_id: intro.id, accept: true }));

    const rows = (await must(founder.client.rpc('profile_analytics', { profile_kind: 'founder', days: 7 }))) as ProfileBucket[];
    expect(rows.at(-1)).toEqual({ bucket: todayUtc(), views: 1, intro_requests: 1, intros_accepted: 1, intros_declined: 0 });
    // the investor asked: the intro is not one their profile received
    expect(rows.slice(0, -1).every((row) => row.views === 0 && row.intro_requests === 0)).toBe(true);
  });

  it("only the owner's own profile: no profile, no figures; signed out, an error", async () => {
    const noProfile = await signUpUser(backend, { user_type: 'founder' });
    expect((await noProfile.client.rpc('profile_analytics', { profile_kind: 'founder', days: 7 })).error?.message).toContain(
      M.profileRequired,
    );
    expect((await anon.rpc('profile_analytics', { profile_kind: 'founder', days: 7 })).error?.message).toContain(M.signInRequired);
    expect((await viewer.client.rpc('profile_analytics', { profile_kind: 'partner', days: 7 })).error?.message).toContain(
      M.invalidProfileKind,
    );
  });

  it('investors need view_analytics and the premium directory plan; with it they see views and intros received', async () => {
    const investor = await investorWithProfile();
    expect((await investor.client.rpc('profile_analytics', { profile_kind: 'investor', days: 7 })).error?.message).toContain(
      M.premiumRequired,
    );

    const founderViewer = await founderWithProfile();
    await must(view(founderViewer.client, 'investor_profile', investor.profileId));
    const intro = (await must(
      founderViewer.client.rpc('request_intro', { target_kind: 'investor', target_profile_id: investor.profileId, message: 'Hi' }),
    )) as { id: string };
    await must(investor.client.rpc('respond_intro', { intro_id: intro.id, accept: false }));
    await must(investor.client.rpc('subscribe', { plan_id: 'directory-monthly', payment_method: 'mock' }));
    const rows = (await must(investor.client.rpc('profile_analytics', { profile_kind: 'investor', days: 7 }))) as ProfileBucket[];
    expect(rows.at(-1)).toEqual({ bucket: todayUtc(), views: 1, intro_requests: 1, intros_accepted: 0, intros_declined: 1 });

    // a founder's account holds no view_analytics for an investor profile
    const founder = await founderWithProfile();
    expect((await founder.client.rpc('profile_analytics', { profile_kind: 'investor', days: 7 })).error?.message).toContain(
      M.permissionRequired,
    );
  });
});
