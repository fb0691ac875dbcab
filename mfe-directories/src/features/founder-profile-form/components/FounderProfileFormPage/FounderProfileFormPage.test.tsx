import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, type AppUser } from '@donation-network/portal-session';
import {
  DIRECTORY_FILE_MESSAGES,
  FOUNDER_MESSAGES as M,
  PITCH_DECK_MAX_BYTES,
  UPLOAD_FILE_MESSAGES,
  urlMessage,
} from '@donation-network/shared-rules';
import { notify } from '@donation-network/shared-ui';
import { requestError } from '@donation-network/portal-data';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { FOUNDER_DOCUMENTS, getOwnFounderProfile, saveFounderProfile, type OwnFounderProfile } from '../../api/founder-profile-form-api';
import { FounderProfileFormPage } from './FounderProfileFormPage';

jest.mock('@donation-network/shared-ui', () => ({ ...jest.requireActual('@donation-network/shared-ui'), notify: jest.fn() }));
jest.mock('../../api/founder-profile-form-api', () => ({
  getOwnFounderProfile: jest.fn(),
  saveFounderProfile: jest.fn(),
  FOUNDER_DOCUMENTS: { list: jest.fn(), add: jest.fn(), remove: jest.fn() },
}));

const mockedGet = jest.mocked(getOwnFounderProfile);
const mockedSave = jest.mocked(saveFounderProfile);
const mockedDocuments = jest.mocked(FOUNDER_DOCUMENTS.list);

const founder: AppUser = {
  id: '00000000-0000-4000-8000-000000000005',
  name: 'Demo Founder',
  email: 'founder@demo.donation.network',
  photoURL: null,
  isAdmin: false,
  role: 'founder',
  permissions: [],
};

const SAVED: OwnFounderProfile = {
  id: 'f0a1c2d3-00de-4a5b-8c6d-0000000000de',
  company_name: 'Demo Vitals',
  industry: 'Healthcare',
  funding_stage: 'Seed',
  location: 'Austin, TX',
  founded_year: 2023,
  team_size: 8,
  company_description: 'A wearable for blood donors.',
  looking_for: 'Seed Funding',
  website: 'https://demovitals.example.com',
  linkedin_url: null,
  social_urls: { twitter: 'https://twitter.com/demovitals', mastodon: 'https://mastodon.social/@demovitals' },
  pitch_deck_path: null,
  pitch_deck_url: null,
};

const field = (label: RegExp) => screen.getByLabelText(label);
const save = () => screen.getByRole('button', { name: 'Save Profile' });

function renderPage() {
  renderWithProviders(<FounderProfileFormPage />, { route: '/founder/profile', path: '/founder/profile' });
  return userEvent.setup({ applyAccept: false });
}

beforeEach(() => {
  jest.clearAllMocks();
  mockedDocuments.mockResolvedValue([]);
  useSession.setState({ user: founder, loading: false });
});
afterEach(() => useSession.getState().reset());

test('a new founder: the four required fields are enforced and nothing is saved', async () => {
  mockedGet.mockResolvedValue(null);
  const user = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Save Profile' }));
  for (const message of [M.companyName, M.industry, M.fundingStage, M.location]) {
    expect(screen.getByText(message)).toBeInTheDocument();
  }
  expect(mockedSave).not.toHaveBeenCalled();
  expect(notify).not.toHaveBeenCalled();
  expect(screen.getByText('Save your profile first, then add documents.')).toBeInTheDocument();
});

test('numbers and links are checked with the shared messages', async () => {
  mockedGet.mockResolvedValue(SAVED);
  const user = renderPage();
  await screen.findByDisplayValue('Demo Vitals');
  await user.clear(field(/^Founded year/));
  await user.type(field(/^Founded year/), '1799');
  await user.clear(field(/^Team size/));
  await user.type(field(/^Team size/), '0');
  await user.clear(field(/^Website/));
  await user.type(field(/^Website/), 'javascript:alert(1)');
  await user.type(field(/^LinkedIn/), 'linkedin.com/company/demo');
  await user.clear(field(/^Twitter/));
  await user.type(field(/^Twitter/), 'twitter.com/demo');
  await user.click(save());
  expect(screen.getByText(M.foundedYear)).toBeInTheDocument();
  expect(screen.getByText(M.teamSize)).toBeInTheDocument();
  expect(screen.getByText(urlMessage('Website'))).toBeInTheDocument();
  expect(screen.getByText(urlMessage('LinkedIn URL'))).toBeInTheDocument();
  expect(screen.getByText(urlMessage('Twitter / X'))).toBeInTheDocument();
  expect(mockedSave).not.toHaveBeenCalled();
});

test('saving writes the row and only then says so; other social links are kept', async () => {
  mockedGet.mockResolvedValue(SAVED);
  let finish: (profile: OwnFounderProfile) => void = () => {};
  mockedSave.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
  const user = renderPage();
  await screen.findByDisplayValue('Demo Vitals');
  await user.clear(field(/^Company description/));
  await user.type(field(/^Company description/), 'Now in 12 blood centres.');
  await user.selectOptions(field(/^Industry/), 'EdTech');
  await user.clear(field(/^Twitter/));
  await user.click(save());

  expect(mockedSave).toHaveBeenCalledWith(
    founder.id,
    {
      company_name: 'Demo Vitals',
      industry: 'EdTech',
      funding_stage: 'Seed',
      location: 'Austin, TX',
      founded_year: 2023,
      team_size: 8,
      company_description: 'Now in 12 blood centres.',
      looking_for: 'Seed Funding',
      website: 'https://demovitals.example.com',
      linkedin_url: null,
      social_urls: { mastodon: 'https://mastodon.social/@demovitals' },
    },
    { pitchDeck: null, previousPitchDeckPath: null },
  );
  expect(notify).not.toHaveBeenCalled();
  finish({ ...SAVED, company_description: 'Now in 12 blood centres.' });
  await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Profile saved successfully!' })));
});

test("the database's refusal is shown inline, with no success toast", async () => {
  mockedGet.mockResolvedValue(SAVED);
  mockedSave.mockRejectedValue(requestError({ message: M.companyName, code: '22023' }, 400));
  const user = renderPage();
  await screen.findByDisplayValue('Demo Vitals');
  await user.click(save());
  expect(await screen.findByRole('alert')).toHaveTextContent(M.companyName);
  expect(notify).not.toHaveBeenCalled();
  expect(field(/^Company name/)).toHaveValue('Demo Vitals');
});

test('a pitch deck that is not a PDF or over 10 MB is refused before any upload; a PDF goes with the save', async () => {
  mockedGet.mockResolvedValue(SAVED);
  mockedSave.mockResolvedValue({ ...SAVED, pitch_deck_path: `${founder.id}/pitch-deck-1.pdf` });
  const user = renderPage();
  await screen.findByDisplayValue('Demo Vitals');
  const input = field(/^Upload pitch deck/);

  await user.upload(input, new File(['png'], 'deck.png', { type: 'image/png' }));
  expect(screen.getByText(DIRECTORY_FILE_MESSAGES.pitchDeckType)).toBeInTheDocument();

  // ten bytes of text named fake.pdf are no PDF
  await user.upload(input, new File(['0123456789'], 'fake.pdf', { type: 'application/pdf' }));
  expect(await screen.findByText(UPLOAD_FILE_MESSAGES.notReal)).toBeInTheDocument();

  const big = new File(['%PDF'], 'big.pdf', { type: 'application/pdf' });
  Object.defineProperty(big, 'size', { value: PITCH_DECK_MAX_BYTES + 1 });
  await user.upload(input, big);
  expect(screen.getByText(DIRECTORY_FILE_MESSAGES.pitchDeckSize)).toBeInTheDocument();

  await user.click(save());
  await waitFor(() => expect(mockedSave).toHaveBeenCalledTimes(1));
  expect(mockedSave.mock.calls[0][2]).toEqual({ pitchDeck: null, previousPitchDeckPath: null });

  const deck = new File(['%PDF-1.4'], 'deck.pdf', { type: 'application/pdf' });
  await user.upload(field(/^Replace pitch deck/), deck);
  await waitFor(() => expect(screen.queryByText(DIRECTORY_FILE_MESSAGES.pitchDeckSize)).not.toBeInTheDocument());
  await user.click(save());
  await waitFor(() => expect(mockedSave).toHaveBeenCalledTimes(2));
  expect(mockedSave.mock.calls[1][2]).toEqual({
    pitchDeck: deck,
    previousPitchDeckPath: `${founder.id}/pitch-deck-1.pdf`,
    upload: expect.objectContaining({ onProgress: expect.any(Function) }),
  });
  expect(await screen.findByRole('button', { name: 'View current pitch deck' })).toBeInTheDocument();
});

test('a failed read shows the error with Retry', async () => {
  mockedGet.mockRejectedValue(requestError({ message: 'connection refused' }, 503));
  renderPage();
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save Profile' })).not.toBeInTheDocument();
});
