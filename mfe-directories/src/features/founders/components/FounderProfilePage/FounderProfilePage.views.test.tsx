import { screen } from '@testing-library/react';
import { useRecordView, useSession } from '@donation-network/portal-session';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import type { FounderProfile } from '../../api/founder-profile';
import { getFounder } from '../../api/get-founder';
import { FounderProfilePage } from './FounderProfilePage';

jest.mock('@donation-network/portal-session', () => ({
  ...jest.requireActual('@donation-network/portal-session'),
  useRecordView: jest.fn(),
}));
jest.mock('../../api/get-founder', () => ({ ...jest.requireActual('../../api/get-founder'), getFounder: jest.fn() }));

const mockedRecordView = jest.mocked(useRecordView);
const mockedGet = jest.mocked(getFounder);
const ID = 'f0a1c2d3-0001-4a5b-8c6d-000000000001';

const FOUNDER = {
  id: ID,
  user_id: null,
  company_name: 'HemoLink Health',
  industry: 'Healthcare',
  funding_stage: 'Series A',
  location: 'Boston, MA',
  founded_year: 2019,
  team_size: 42,
  company_description: 'Blood-supply software for hospital networks.',
  looking_for: 'Strategic Partnerships',
  website: null,
  linkedin_url: null,
  social_urls: {},
  pitch_deck_url: null,
  pitch_deck_path: null,
  achievements: [],
  verification_status: 'verified',
  credibility_score: 92,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
} satisfies FounderProfile;

const renderAt = (id: string) => renderWithProviders(<FounderProfilePage />, { route: `/founders/${id}`, path: '/founders/:id' });

beforeEach(() => {
  jest.clearAllMocks();
  useSession.setState({ user: null, loading: false });
});
afterEach(() => useSession.getState().reset());

test("a shown profile counts as a view of that founder's profile for its owner's analytics", async () => {
  mockedGet.mockResolvedValue(FOUNDER);
  renderAt(ID);
  expect(await screen.findByRole('heading', { level: 1, name: 'HemoLink Health' })).toBeInTheDocument();
  expect(mockedRecordView).toHaveBeenLastCalledWith('founder_profile', ID);
});

test('nothing is counted while the profile loads or when it does not exist', async () => {
  mockedGet.mockResolvedValue(null);
  renderAt('f0a1c2d3-0009-4a5b-8c6d-000000000009');
  expect(await screen.findByRole('heading', { name: 'Founder Not Found' })).toBeInTheDocument();
  expect(mockedRecordView).toHaveBeenCalled();
  expect(mockedRecordView.mock.calls.every(([, id]) => id === undefined)).toBe(true);
});
