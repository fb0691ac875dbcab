import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, type AppUser } from '@donation-network/portal-session';
import { INVESTOR_MESSAGES as M } from '@donation-network/shared-rules';
import { notify } from '@donation-network/shared-ui';
import { RequestError } from '@donation-network/portal-data';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import {
  VERIFICATION_DOCUMENTS,
  getOwnInvestorProfile,
  saveInvestorProfile,
  type OwnInvestorProfile,
} from '../../api/own-investor-profile';
import { InvestorProfileFormPage, SAVE_FALLBACK } from './InvestorProfileFormPage';

jest.mock('@donation-network/shared-ui', () => ({ ...jest.requireActual('@donation-network/shared-ui'), notify: jest.fn() }));
jest.mock('../../api/own-investor-profile', () => ({
  getOwnInvestorProfile: jest.fn(),
  saveInvestorProfile: jest.fn(),
  VERIFICATION_DOCUMENTS: { list: jest.fn(), add: jest.fn(), remove: jest.fn() },
}));

const mockedGet = jest.mocked(getOwnInvestorProfile);
const mockedSave = jest.mocked(saveInvestorProfile);
const mockedList = jest.mocked(VERIFICATION_DOCUMENTS.list);
const mockedUpload = jest.mocked(VERIFICATION_DOCUMENTS.add);

const investor: AppUser = {
  id: '00000000-0000-4000-8000-000000000006',
  name: 'Demo Investor',
  email: 'investor@demo.donation.network',
  photoURL: null,
  isAdmin: false,
  role: 'investor',
  permissions: [],
};

const SAVED: OwnInvestorProfile = {
  id: 'a0b1c2d3-00de-4b5c-8d6e-0000000000de',
  user_id: investor.id,
  firm_name: 'Demo Capital',
  investor_type: 'VC',
  location: 'Austin, TX',
  typical_check_size: '$250K - $1M',
  total_assets_under_management: 25_000_000,
  investment_focus: ['Healthcare', 'SaaS'],
  investment_stages: ['Seed', 'Series A'],
  investment_thesis: 'Early-stage healthcare software.',
  website: 'https://democapital.example.com',
  linkedin_url: null,
  social_urls: { twitter: 'https://twitter.com/democapital', mastodon: 'https://mastodon.social/@democapital' },
};

const renderPage = () => renderWithProviders(<InvestorProfileFormPage />, { route: '/investor/profile' });
const save = () => screen.getByRole('button', { name: 'Save Profile' });

beforeEach(() => {
  jest.clearAllMocks();
  useSession.setState({ user: investor, loading: false });
  mockedList.mockResolvedValue([]);
});
afterEach(() => useSession.getState().reset());

test('a new investor: the required fields are refused with their messages and nothing is saved', async () => {
  const user = userEvent.setup();
  mockedGet.mockResolvedValue(null);
  renderPage();

  await user.click(await screen.findByRole('button', { name: 'Save Profile' }));

  for (const message of [M.investorType, M.location, M.investmentFocus, M.investmentStages]) {
    expect(await screen.findByText(message)).toBeInTheDocument();
  }
  // the firm name may stay empty (individual investor)
  expect(screen.queryByText(M.firmName)).not.toBeInTheDocument();
  expect(mockedSave).not.toHaveBeenCalled();
  expect(notify).not.toHaveBeenCalled();
  expect(mockedGet).toHaveBeenCalledWith(investor.id, expect.any(AbortSignal));
  // documents wait for the first save
  expect(screen.getByText('Save your profile first, then upload your verification documents here.')).toBeInTheDocument();
});

test('a new investor: multi-selects, a number for AUM and a create; the toast only after the save', async () => {
  const user = userEvent.setup();
  mockedGet.mockResolvedValue(null);
  let finishSave: (row: OwnInvestorProfile) => void = () => undefined;
  mockedSave.mockImplementation(() => new Promise((resolve) => (finishSave = resolve)));
  renderPage();

  await user.selectOptions(await screen.findByLabelText(/Investor type/), 'Angel');
  await user.type(screen.getByLabelText(/Location/), '  Lagos, Nigeria ');
  const focus = within(screen.getByRole('group', { name: /Investment focus/ }));
  await user.click(focus.getByRole('checkbox', { name: 'SaaS' }));
  await user.click(focus.getByRole('checkbox', { name: 'Healthcare' }));
  await user.click(focus.getByRole('checkbox', { name: 'Mobile' }));
  await user.click(focus.getByRole('checkbox', { name: 'Mobile' }));
  await user.click(within(screen.getByRole('group', { name: /Investment stages/ })).getByRole('checkbox', { name: 'Pre-seed' }));

  const aum = screen.getByLabelText('Assets under management (USD)');
  await user.type(aum, '-5');
  await user.click(save());
  expect(await screen.findByText('Assets under management cannot be negative')).toBeInTheDocument();
  expect(screen.queryByText(M.assetsUnderManagement)).not.toBeInTheDocument();
  expect(mockedSave).not.toHaveBeenCalled();

  await user.clear(aum);
  await user.type(aum, '1500000.50');
  await user.click(save());

  await waitFor(() => expect(mockedSave).toHaveBeenCalledTimes(1));
  expect(mockedSave).toHaveBeenCalledWith(investor.id, {
    firm_name: '',
    investor_type: 'Angel',
    location: 'Lagos, Nigeria',
    typical_check_size: null,
    total_assets_under_management: 1500000.5,
    investment_focus: ['Healthcare', 'SaaS'],
    investment_stages: ['Pre-seed'],
    investment_thesis: null,
    website: null,
    linkedin_url: null,
    social_urls: {},
  });
  // not before the database answered
  expect(notify).not.toHaveBeenCalled();
  finishSave({ ...SAVED, id: 'new-profile-id', firm_name: '', investor_type: 'Angel' });
  await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Profile saved successfully!' })));
  // the documents card opens for the new profile
  expect(await screen.findByLabelText('Document name')).toBeInTheDocument();
  expect(mockedList).toHaveBeenCalledWith('new-profile-id', expect.any(AbortSignal));
});

test('website and LinkedIn must be http(s) links, with the database messages', async () => {
  const user = userEvent.setup();
  mockedGet.mockResolvedValue(SAVED);
  renderPage();

  await user.clear(await screen.findByLabelText('Website'));
  await user.type(screen.getByLabelText('Website'), 'javascript:alert(1)');
  await user.type(screen.getByLabelText('LinkedIn'), 'www.linkedin.com/in/demo');
  await user.clear(screen.getByLabelText('Twitter / X'));
  await user.type(screen.getByLabelText('Twitter / X'), 'ftp://twitter.com/x');
  await user.click(save());

  expect(await screen.findByText('Website must be a valid http:// or https:// link')).toBeInTheDocument();
  expect(screen.getByText('LinkedIn URL must be a valid http:// or https:// link')).toBeInTheDocument();
  expect(screen.getByText('Twitter / X must be a valid http:// or https:// link')).toBeInTheDocument();
  expect(mockedSave).not.toHaveBeenCalled();
});

test('a saved profile: the form starts from it and Save updates it, keeping other social links', async () => {
  const user = userEvent.setup();
  mockedGet.mockResolvedValue(SAVED);
  mockedSave.mockImplementation(async (_userId, input) => ({ ...SAVED, ...input }));
  renderPage();

  expect(await screen.findByLabelText('Firm name')).toHaveValue('Demo Capital');
  expect(screen.getByLabelText('Assets under management (USD)')).toHaveValue(25000000);
  expect(within(screen.getByRole('group', { name: /Investment focus/ })).getByRole('checkbox', { name: 'SaaS' })).toBeChecked();
  const thesis = screen.getByLabelText('Investment thesis');
  await user.clear(thesis);
  await user.type(thesis, 'Donor-health software at seed.');
  await user.clear(screen.getByLabelText('Twitter / X'));
  await user.click(save());

  await waitFor(() => expect(mockedSave).toHaveBeenCalledTimes(1));
  expect(mockedSave.mock.calls[0][1]).toMatchObject({
    firm_name: 'Demo Capital',
    investment_thesis: 'Donor-health software at seed.',
    investment_focus: ['Healthcare', 'SaaS'],
    social_urls: { mastodon: 'https://mastodon.social/@democapital' },
  });
  await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Profile saved successfully!' })));
  expect(screen.getByRole('link', { name: 'View public profile' })).toHaveAttribute('href', `/investors/${SAVED.id}`);
});

test('a refused save shows the readable reason inline, raw errors the fallback, and no toast', async () => {
  const user = userEvent.setup();
  mockedGet.mockResolvedValue(SAVED);
  mockedSave.mockRejectedValueOnce(new RequestError(M.investmentStages, { status: 400, code: '22023' }));
  mockedSave.mockRejectedValueOnce(
    new RequestError('new row violates row-level security policy for table "investor_profiles"', { status: 403 }),
  );
  renderPage();

  await user.click(await screen.findByRole('button', { name: 'Save Profile' }));
  expect(await screen.findByText(M.investmentStages)).toBeInTheDocument();
  await user.click(save());
  expect(await screen.findByText(SAVE_FALLBACK)).toBeInTheDocument();
  expect(screen.queryByText(/row-level security/)).not.toBeInTheDocument();
  expect(notify).not.toHaveBeenCalled();
  // nothing typed is lost
  expect(screen.getByLabelText('Firm name')).toHaveValue('Demo Capital');
});

describe('verification documents', () => {
  const pdf = (size: number, type = 'application/pdf', name = 'letter.pdf') => {
    const file = new File(['%PDF-1.4'], name, { type });
    Object.defineProperty(file, 'size', { value: size });
    return file;
  };

  test('a file of another type or over 10 MB is refused before any upload', async () => {
    const user = userEvent.setup({ applyAccept: false });
    mockedGet.mockResolvedValue(SAVED);
    renderPage();

    await user.type(await screen.findByLabelText('Document name'), 'Accreditation letter');
    await user.upload(screen.getByLabelText('File'), pdf(2048, 'image/gif', 'letter.gif'));
    expect(await screen.findByText('Please upload a PDF, JPEG or PNG file')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload document' }));
    expect(mockedUpload).not.toHaveBeenCalled();

    await user.upload(screen.getByLabelText('File'), pdf(10 * 1024 * 1024 + 1));
    expect(await screen.findByText('The document must be at most 10 MB')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload document' }));
    expect(mockedUpload).not.toHaveBeenCalled();
  });

  test('a document needs a name; a valid one is uploaded and listed', async () => {
    const user = userEvent.setup();
    mockedGet.mockResolvedValue(SAVED);
    const uploaded = {
      id: 'doc-1',
      name: 'Accreditation letter',
      url: null,
      object_path: `${investor.id}/verification-1.pdf`,
      created_at: '2026-11-24T00:00:00Z',
    };
    mockedList.mockResolvedValueOnce([]).mockResolvedValue([uploaded]);
    mockedUpload.mockResolvedValue(uploaded);
    renderPage();

    expect(await screen.findByText('No verification documents uploaded yet.')).toBeInTheDocument();
    const file = pdf(4096);
    await user.upload(screen.getByLabelText('File'), file);
    await user.click(screen.getByRole('button', { name: 'Upload document' }));
    expect(await screen.findByText('Document name must be 1 to 200 characters')).toBeInTheDocument();
    expect(mockedUpload).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Document name'), 'Accreditation letter');
    await user.click(screen.getByRole('button', { name: 'Upload document' }));
    await waitFor(() =>
      expect(mockedUpload).toHaveBeenCalledWith(
        { userId: investor.id, profileId: SAVED.id, name: 'Accreditation letter', file },
        expect.objectContaining({ onProgress: expect.any(Function) }),
      ),
    );
    expect(await screen.findByRole('button', { name: 'Open Accreditation letter' })).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Document uploaded' }));
  });

  test('an upload the server refuses shows the reason inline', async () => {
    const user = userEvent.setup();
    mockedGet.mockResolvedValue(SAVED);
    mockedUpload.mockRejectedValue(new RequestError('A verification document with this name already exists', { status: 400 }));
    renderPage();

    await user.type(await screen.findByLabelText('Document name'), 'Letter');
    await user.upload(screen.getByLabelText('File'), pdf(100));
    await user.click(screen.getByRole('button', { name: 'Upload document' }));
    expect(await screen.findByText('A verification document with this name already exists')).toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
  });
});
