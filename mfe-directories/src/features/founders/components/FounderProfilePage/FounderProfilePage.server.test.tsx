/** @jest-environment node */
import { setSupabaseClient } from '@donation-network/portal-session';
import { fakeSupabase } from '@donation-network/portal-session/testing';
import { renderOnServer } from '@donation-network/shared-ui/testing';
import App from '../../../../App';
import type { FounderProfile } from '../../api/founder-profile';

const ID = 'f0a1c2d3-0001-4a5b-8c6d-000000000001';

const FOUNDER: FounderProfile = {
  id: ID,
  user_id: '00000000-0000-4000-8000-000000000001',
  company_name: 'HemoLink Health',
  industry: 'Healthcare',
  funding_stage: 'Series A',
  location: 'Boston, MA',
  founded_year: 2019,
  team_size: 42,
  company_description: 'Blood-supply software for hospital networks.',
  looking_for: 'Strategic Partnerships',
  website: 'https://hemolink.example.com',
  linkedin_url: null,
  social_urls: {},
  pitch_deck_url: null,
  pitch_deck_path: null,
  achievements: [],
  verification_status: 'verified',
  credibility_score: 92,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

afterEach(() => setSupabaseClient(null));

test("/founders/:id: the HTML carries the founder's details, and the title is the company", async () => {
  const calls = fakeSupabase({ data: FOUNDER, error: null, status: 200 });
  const { html, page, queryState } = await renderOnServer(<App />, { path: `/founders/${ID}` });

  expect(html).toMatch(/<h1[^>]*>HemoLink Health<\/h1>/);
  expect(html).toContain('Blood-supply software for hospital networks.');
  expect(html).toContain('Strategic Partnerships');
  expect(html).toContain('92/100');
  expect(html).toContain('href="https://hemolink.example.com"');
  expect(html).not.toContain('Loading founder profile...');
  expect(page.title).toBe('HemoLink Health | Donation Network');
  expect(page.description).toBe('Blood-supply software for hospital networks.');
  expect(page.status).toBe(200);
  expect(calls).toContainEqual(['from', 'founder_profiles']);
  expect(calls).toContainEqual(['eq', 'id', ID]);
  // one read: the team and documents tables are for signed-in visitors, read in the browser only
  expect(calls.filter(([method]) => method === 'from')).toHaveLength(1);
  expect(queryState.queries.map((query) => query.state.data)).toEqual([FOUNDER]);
});

test('a founder id nobody has: Founder Not Found with HTTP status 404', async () => {
  fakeSupabase({ data: null, error: null, status: 200 });
  const { html, page } = await renderOnServer(<App />, { path: '/founders/f0a1c2d3-0009-4a5b-8c6d-000000000009' });

  expect(html).toMatch(/<h1[^>]*>Founder Not Found<\/h1>/);
  expect(html).toContain('href="/founders"');
  expect(page.status).toBe(404);
  expect(page.title).toBe('Founder Not Found | Donation Network');
});

test('an id that is no uuid is not found without a read', async () => {
  const calls = fakeSupabase({ data: FOUNDER, error: null, status: 200 });
  const { page } = await renderOnServer(<App />, { path: '/founders/not-an-id' });
  expect(page.status).toBe(404);
  expect(calls).toEqual([]);
});
