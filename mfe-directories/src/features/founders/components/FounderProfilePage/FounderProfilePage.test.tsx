import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl, renderWithProviders } from 'shared-ui/testing';
import type { FounderProfile } from '../../api/founder-profile';
import { getFounder } from '../../api/get-founder';
import { FounderProfilePage } from './FounderProfilePage';

jest.mock('../../api/get-founder', () => ({
  ...jest.requireActual('../../api/get-founder'),
  getFounder: jest.fn(),
}));

const mockedGet = jest.mocked(getFounder);
const ID = 'f0a1c2d3-0001-4a5b-8c6d-000000000001';

const FOUNDER: FounderProfile = {
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
  website: 'https://hemolink.example.com',
  linkedin_url: null,
  social_urls: {},
  pitch_deck_url: null,
  achievements: [],
  verification_status: 'verified',
  credibility_score: 92,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

const renderAt = (id: string) =>
  renderWithProviders(<FounderProfilePage />, { route: `/founders/${id}`, path: '/founders/:id' });

beforeEach(() => mockedGet.mockReset());

test('a missing founder: Founder Not Found, the explanation and a link back to /founders', async () => {
  const user = userEvent.setup();
  mockedGet.mockResolvedValue(null);
  renderAt('f0a1c2d3-0009-4a5b-8c6d-000000000009');

  expect(screen.getByText('Loading founder profile...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Founder Not Found' })).toBeInTheDocument();
  expect(
    screen.getByText("The founder you're looking for doesn't exist or you don't have permission to view this profile."),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Back to Founders' }));
  expect(currentUrl()).toBe('/founders');
  expect(mockedGet).toHaveBeenCalledWith('f0a1c2d3-0009-4a5b-8c6d-000000000009');
});

test('a founder: name, badge and overview fields', async () => {
  mockedGet.mockResolvedValue(FOUNDER);
  renderAt(ID);

  expect(await screen.findByRole('heading', { level: 1, name: 'HemoLink Health' })).toBeInTheDocument();
  expect(screen.getByText('Verified')).toBeInTheDocument();
  expect(screen.getByText('Blood-supply software for hospital networks.')).toBeInTheDocument();
  expect(screen.getByText('2019')).toBeInTheDocument();
  expect(screen.getByText('42')).toBeInTheDocument();
  expect(screen.getByText('92/100')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Website' })).toHaveAttribute('href', 'https://hemolink.example.com');
  expect(screen.queryByRole('link', { name: 'LinkedIn' })).not.toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
});

test('an empty achievements list says so', async () => {
  const user = userEvent.setup();
  mockedGet.mockResolvedValue(FOUNDER);
  renderAt(ID);
  await user.click(await screen.findByRole('tab', { name: 'Achievements' }));
  expect(screen.getByText('No achievements have been added yet.')).toBeInTheDocument();
});
