/** @jest-environment node */
import { setSupabaseClient } from '@donation-network/portal-session';
import { fakeSupabase } from '@donation-network/portal-session/testing';
import { renderOnServer } from '@donation-network/shared-ui/testing';
import App from '../../../../App';
import type { InvestorProfile } from '../../api/investor-profile';
import type { SimilarInvestor } from '../../api/similar-investors';

const ID = 'a0b1c2d3-0001-4b5c-8d6e-000000000001';

const INVESTOR: InvestorProfile = {
  id: ID,
  user_id: '00000000-0000-4000-8000-000000000007',
  firm_name: 'Meridian Health Ventures',
  display_name: 'Meridian Health Ventures',
  investor_type: 'VC',
  investment_focus: ['Healthcare', 'SaaS'],
  investment_stages: ['Seed', 'Series A'],
  typical_check_size: '$500K - $2M',
  total_assets_under_management: 250_000_000,
  location: 'San Francisco, CA',
  website: null,
  linkedin_url: 'https://www.linkedin.com/company/meridian-health',
  social_urls: {},
  investment_thesis: 'Care delivery software with measurable outcomes.',
  verification_status: 'verified',
  credibility_score: 88,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

const SIMILAR: SimilarInvestor[] = [
  {
    id: 'a0b1c2d3-0003-4b5c-8d6e-000000000003',
    firm_name: 'Golden Gate Health',
    display_name: 'Golden Gate Health',
    investor_type: 'PE',
    location: 'San Francisco, CA',
    credibility_score: 60,
    shared_focus: [],
    same_location: true,
  },
];

afterEach(() => setSupabaseClient(null));

test("/investors/:id: the HTML carries the investor's details and similar investors, and the title is the firm", async () => {
  // the profile first, then the similar investors its sidebar reads
  const calls = fakeSupabase({ data: INVESTOR, error: null, status: 200 }, { data: SIMILAR, error: null, status: 200 });
  const { html, page, queryState } = await renderOnServer(<App />, { path: `/investors/${ID}` });

  expect(html).toMatch(/<h1[^>]*>Meridian Health Ventures<\/h1>/);
  expect(html).toContain('$500K - $2M');
  expect(html).toContain('88/100');
  expect(html).toContain('href="https://www.linkedin.com/company/meridian-health"');
  expect(html).toContain('href="/investors/a0b1c2d3-0003-4b5c-8d6e-000000000003"');
  expect(html).toContain('Golden Gate Health');
  expect(html).not.toContain('Loading investor profile...');
  expect(html).not.toContain('Loading similar investors...');
  expect(page.title).toBe('Meridian Health Ventures | Donation Network');
  // the thesis tab is closed on first load; its text describes the page to search engines
  expect(page.description).toBe('Care delivery software with measurable outcomes.');
  expect(page.status).toBe(200);
  expect(calls).toContainEqual(['from', 'investor_profiles']);
  expect(calls).toContainEqual(['rpc', 'similar_investors', { investor_id: ID, max_rows: 3 }]);
  // the portfolio and documents tables are for signed-in visitors, read in the browser only
  expect(calls.filter(([method]) => method === 'from')).toHaveLength(1);
  expect(queryState.queries.map((query) => query.state.data)).toEqual(expect.arrayContaining([INVESTOR, SIMILAR]));
});

test('an investor id nobody has: Investor Not Found with HTTP status 404', async () => {
  fakeSupabase({ data: null, error: null, status: 200 });
  const { html, page } = await renderOnServer(<App />, { path: '/investors/a0b1c2d3-0009-4b5c-8d6e-000000000009' });

  expect(html).toMatch(/<h1[^>]*>Investor Not Found<\/h1>/);
  expect(html).toContain('href="/investors"');
  expect(page.status).toBe(404);
  expect(page.title).toBe('Investor Not Found | Donation Network');
});
