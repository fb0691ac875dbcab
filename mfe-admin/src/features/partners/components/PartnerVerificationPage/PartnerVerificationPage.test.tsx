import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@donation-network/portal-session';
import App from '../../../../App';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { fetchPartnerOrganisations, setPartnerVerification } from '../../api/partners';
import { fetchIdentityDocuments, reviewDocument, showDocumentInTab } from '../../api/verification-documents';
import { signInAs } from '../../../../testing/sign-in-as';

jest.mock('../../api/partners', () => ({
  ...jest.requireActual('../../api/partners'),
  fetchPartnerOrganisations: jest.fn(),
  setPartnerVerification: jest.fn(),
}));
jest.mock('../../api/verification-documents', () => ({
  ...jest.requireActual('../../api/verification-documents'),
  fetchIdentityDocuments: jest.fn(),
  reviewDocument: jest.fn(),
  showDocumentInTab: jest.fn(),
}));

const licence = {
  id: 'd1',
  userId: 'p1',
  kind: 'licence' as const,
  objectPath: 'p1/licence.pdf',
  fileName: 'licence.pdf',
  contentType: 'application/pdf',
  sizeBytes: 20480,
  status: 'pending' as const,
  uploadedAt: '2026-11-20T10:00:00Z',
};

const organisation = {
  userId: 'p1',
  name: 'Northside Blood Bank',
  organisationType: 'Blood Bank' as const,
  licenceNumber: 'BB-2040',
  country: 'GB',
  district: 'Leeds',
  address: '2 Bank Street',
  contactPerson: 'Mary Seacole',
  contactNumber: '0113 496 0000',
  verificationStatus: 'pending' as const,
  verifiedAt: null,
  submittedAt: '2026-11-20T09:00:00Z',
  licences: [licence],
  billing: {
    arrangement: 'invoice' as const,
    billingEmail: 'accounts@northside.example',
    paymentMethod: null,
    reference: 'PARTNER-ABC123',
  },
};

beforeEach(() => {
  jest.clearAllMocks();
  useSession.getState().reset();
  signInAs('admin');
  jest.mocked(fetchPartnerOrganisations).mockResolvedValue({ items: [organisation], total: 1 });
  jest.mocked(fetchIdentityDocuments).mockResolvedValue({
    items: [
      { ...licence, id: 'd2', userId: 'u9', kind: 'identity', fileName: 'passport.png', ownerName: 'Grace Hopper', ownerType: 'donor' },
    ],
    total: 1,
  });
  jest.mocked(setPartnerVerification).mockResolvedValue();
  jest.mocked(reviewDocument).mockResolvedValue();
  jest.mocked(showDocumentInTab).mockResolvedValue();
});

const show = () => renderWithProviders(<App />, { route: '/admin/partners' });

test('shows a pending organisation with its details and verifies it', async () => {
  show();
  const card = await screen.findByRole('article', { name: /Northside Blood Bank/ });
  expect(within(card).getByText('BB-2040')).toBeInTheDocument();
  expect(within(card).getByText('Blood bank')).toBeInTheDocument();
  // the billing chosen on the registration's Payment step
  expect(within(card).getByText('Invoice to accounts@northside.example (reference PARTNER-ABC123)')).toBeInTheDocument();
  expect(fetchPartnerOrganisations).toHaveBeenCalledWith('pending', 1, expect.any(AbortSignal));
  // one page: no page navigation
  expect(screen.queryByRole('navigation', { name: 'Partner organisation pages' })).not.toBeInTheDocument();

  await userEvent.click(within(card).getByRole('button', { name: 'Verify Northside Blood Bank' }));
  expect(setPartnerVerification).toHaveBeenCalledWith('p1', 'verified');
  expect(await within(card).findByText('Verified')).toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: 'Verify Northside Blood Bank' })).not.toBeInTheDocument();
});

test('rejecting a partner asks for confirmation first', async () => {
  show();
  const card = await screen.findByRole('article', { name: /Northside Blood Bank/ });
  await userEvent.click(within(card).getByRole('button', { name: 'Reject Northside Blood Bank' }));
  expect(setPartnerVerification).not.toHaveBeenCalled();
  await userEvent.click(
    within(screen.getByRole('dialog', { name: 'Reject Northside Blood Bank?' })).getByRole('button', { name: 'Reject partner' }),
  );
  expect(setPartnerVerification).toHaveBeenCalledWith('p1', 'rejected');
});

test('opens the licence in a new tab and approves it', async () => {
  const tab = { opener: {}, close: jest.fn() as () => void } as Window;
  const open = jest.spyOn(window, 'open').mockReturnValue(tab);
  show();
  const card = await screen.findByRole('article', { name: /Northside Blood Bank/ });
  await userEvent.click(within(card).getByRole('button', { name: 'Open licence.pdf' }));
  expect(open).toHaveBeenCalledWith('', '_blank');
  expect(showDocumentInTab).toHaveBeenCalledWith('p1/licence.pdf', tab);
  expect(tab.opener).toBeNull();

  await userEvent.click(within(card).getByRole('button', { name: 'Approve licence.pdf' }));
  expect(reviewDocument).toHaveBeenCalledWith('d1', 'approved');
  expect(await within(card).findByText('Approved')).toBeInTheDocument();
  open.mockRestore();
});

test('identity documents of donors and recipients are reviewed in their own tab', async () => {
  show();
  await userEvent.click(await screen.findByRole('tab', { name: 'Identity documents' }));
  const card = await screen.findByRole('article', { name: /Grace Hopper/ });
  expect(fetchIdentityDocuments).toHaveBeenCalledWith('pending', 1, expect.any(AbortSignal));
  await userEvent.click(within(card).getByRole('button', { name: 'Reject passport.png' }));
  expect(reviewDocument).toHaveBeenCalledWith('d2', 'rejected');
});

test('a long partner queue is paged, and choosing another status starts again at its first page', async () => {
  jest.mocked(fetchPartnerOrganisations).mockResolvedValue({ items: [organisation], total: 45 });
  show();
  const pages = await screen.findByRole('navigation', { name: 'Partner organisation pages' });
  expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
  await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
  expect(fetchPartnerOrganisations).toHaveBeenLastCalledWith('pending', 2, expect.any(AbortSignal));
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();

  await userEvent.selectOptions(screen.getByLabelText('Verification status'), 'verified');
  expect(fetchPartnerOrganisations).toHaveBeenLastCalledWith('verified', 1, expect.any(AbortSignal));
  expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
});

test('a long identity document queue is paged too', async () => {
  jest.mocked(fetchIdentityDocuments).mockResolvedValue({
    items: [
      { ...licence, id: 'd2', userId: 'u9', kind: 'identity', fileName: 'passport.png', ownerName: 'Grace Hopper', ownerType: 'donor' },
    ],
    total: 21,
  });
  show();
  await userEvent.click(await screen.findByRole('tab', { name: 'Identity documents' }));
  const pages = await screen.findByRole('navigation', { name: 'Identity document pages' });
  await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
  expect(fetchIdentityDocuments).toHaveBeenLastCalledWith('pending', 2, expect.any(AbortSignal));
  expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
});

test('a page that comes back empty because the queue shrank meanwhile steps back to the page before it', async () => {
  jest
    .mocked(fetchPartnerOrganisations)
    .mockImplementation(async (_filter, page) => (page === 2 ? { items: [], total: 0 } : { items: [organisation], total: 21 }));
  show();
  const pages = await screen.findByRole('navigation', { name: 'Partner organisation pages' });
  await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
  expect(fetchPartnerOrganisations).toHaveBeenCalledWith('pending', 2, expect.any(AbortSignal));
  expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
  expect(fetchPartnerOrganisations).toHaveBeenLastCalledWith('pending', 1, expect.any(AbortSignal));
  expect(screen.getByRole('article', { name: /Northside Blood Bank/ })).toBeInTheDocument();
});
