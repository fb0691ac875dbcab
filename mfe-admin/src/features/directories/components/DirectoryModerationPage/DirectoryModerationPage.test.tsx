import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@donation-network/portal-session';
import App from '../../../../App';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { fetchDirectoryProfiles, setDirectoryHidden, setDirectoryVerification } from '../../api/directory-moderation';
import { signInAs } from '../../../../testing/sign-in-as';

jest.mock('../../api/directory-moderation', () => ({
  ...jest.requireActual('../../api/directory-moderation'),
  fetchDirectoryProfiles: jest.fn(),
  setDirectoryHidden: jest.fn(),
  setDirectoryVerification: jest.fn(),
}));

const profile = {
  id: 'f1',
  name: 'Demo Vitals',
  category: 'Healthcare',
  location: 'London',
  verificationStatus: 'pending' as const,
  isHidden: false,
  createdAt: '2026-11-01T00:00:00Z',
};

beforeEach(() => {
  jest.clearAllMocks();
  useSession.getState().reset();
  signInAs('admin');
  jest.mocked(fetchDirectoryProfiles).mockResolvedValue({ items: [profile], total: 1 });
  jest.mocked(setDirectoryHidden).mockResolvedValue();
  jest.mocked(setDirectoryVerification).mockResolvedValue();
});

const show = () => renderWithProviders(<App />, { route: '/admin/directories' });

test('sets the verification status and hides a profile', async () => {
  show();
  const table = await screen.findByRole('table', { name: 'Founder profiles' });
  await userEvent.selectOptions(within(table).getByLabelText('Verification of Demo Vitals'), 'verified');
  expect(setDirectoryVerification).toHaveBeenCalledWith('founder', 'f1', 'verified');

  await userEvent.click(within(table).getByRole('button', { name: 'Hide Demo Vitals' }));
  expect(setDirectoryHidden).toHaveBeenCalledWith('founder', 'f1', true);
  expect(await within(table).findByText('Hidden')).toBeInTheDocument();
  expect(within(table).getByRole('button', { name: 'Show Demo Vitals' })).toBeInTheDocument();
});

test('filters by directory, verification, visibility and search text', async () => {
  show();
  await screen.findByRole('table', { name: 'Founder profiles' });
  await userEvent.selectOptions(screen.getByLabelText('Directory'), 'investor');
  await userEvent.selectOptions(screen.getByLabelText('Verification'), 'pending');
  await userEvent.selectOptions(screen.getByLabelText('Visibility'), 'hidden');
  await userEvent.type(screen.getByLabelText('Name, category or location'), ' capital ');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(fetchDirectoryProfiles).toHaveBeenLastCalledWith(
    { directory: 'investor', verification: 'pending', visibility: 'hidden', search: 'capital', page: 1 },
    expect.any(AbortSignal),
  );
  expect(await screen.findByRole('table', { name: 'Investor profiles' })).toBeInTheDocument();
});
