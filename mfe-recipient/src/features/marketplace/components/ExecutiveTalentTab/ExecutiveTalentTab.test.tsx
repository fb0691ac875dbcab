import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetDisplayCurrency, useSession } from '@donation-network/portal-session';
import { EXECUTIVE_ACTION_MESSAGES } from '@donation-network/shared-rules';
import { notify, saveBlob } from '@donation-network/shared-ui';
import { currentUrl, renderWithProviders } from '@donation-network/shared-ui/testing';
import {
  EMPTY_TALENT_FILTERS,
  getProfessionalProfile,
  listAllProfessionals,
  listProfessionals,
  requestMeeting,
  type ExecutiveProfessional,
  type ProfessionalProfile,
} from '../../api/executive-talent';
import { buildTablePdf } from '../../utils/table-pdf';
import { ExecutiveTalentTab } from './ExecutiveTalentTab';

jest.mock('@donation-network/shared-ui', () => ({
  ...jest.requireActual('@donation-network/shared-ui'),
  notify: jest.fn(),
  saveBlob: jest.fn(),
}));
jest.mock('../../api/executive-talent', () => ({
  ...jest.requireActual('../../api/executive-talent'),
  listProfessionals: jest.fn(),
  listAllProfessionals: jest.fn(),
  getProfessionalProfile: jest.fn(),
  requestMeeting: jest.fn(),
}));
jest.mock('../../utils/table-pdf', () => ({
  ...jest.requireActual('../../utils/table-pdf'),
  buildTablePdf: jest.fn(),
}));

const SARAH: ExecutiveProfessional = {
  id: 'p1',
  name: 'Dr. Sarah Johnson',
  role: 'Chief Medical Officer',
  experience: '15+ years',
  experience_years: 16,
  availability: 'Part-time',
  specialization: 'Healthcare Operations',
  location: 'Boston, MA',
  last_active: '2026-11-20T10:00:00Z',
  status: 'Available',
  compensation: '$200/hour',
  compensation_amount: '200.00',
  compensation_currency: 'USD',
  compensation_period: 'hour',
  compensation_equity_percent: null,
};
const JONAS: ExecutiveProfessional = {
  ...SARAH,
  id: 'p2',
  name: 'Jonas Weber',
  compensation: '0.5% equity',
  compensation_amount: null,
  compensation_currency: null,
  compensation_period: null,
  compensation_equity_percent: '0.50',
};

const PROFILE: ProfessionalProfile = {
  ...SARAH,
  summary: 'Twenty years running hospital blood programmes.',
  skills: ['Patient Blood Management', 'Clinical Governance'],
  achievements: ['Cut transfusion waste by 30%'],
  work_history: [{ title: 'CMO', company: 'Mercy General', period: '2015-2024', description: 'Led 4 hospitals.' }],
  education: [{ degree: 'MD', institution: 'Harvard Medical School', year: '2004' }],
  certifications: ['FACHE'],
};

const listMock = jest.mocked(listProfessionals);
const requestMock = jest.mocked(requestMeeting);
const notifyMock = jest.mocked(notify);

/** `datetime-local` text for now + days, local time. */
function localIn(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

beforeEach(() => {
  jest.clearAllMocks();
  listMock.mockResolvedValue({ rows: [SARAH], total: 1 });
  jest.mocked(getProfessionalProfile).mockResolvedValue(PROFILE);
});

const renderTab = (route = '/recipient/blood-services?tab=executive-talent') =>
  renderWithProviders(<ExecutiveTalentTab />, { route, path: '/recipient/blood-services' });

test('lists professionals with the spec columns, the count and Profile/Meeting actions', async () => {
  renderTab();
  const table = await screen.findByRole('table', { name: 'Executive Talent' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Professional', 'Role', 'Experience', 'Availability', 'Location', 'Specialization', 'Status', 'Compensation', 'Action']);
  const row = screen.getByTestId('professional-row');
  expect(within(row).getByText('Dr. Sarah Johnson')).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Profile of Dr. Sarah Johnson' })).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Meeting with Dr. Sarah Johnson' })).toBeInTheDocument();
  expect(screen.getByText('Showing 1 professional')).toBeInTheDocument();
});

test('the filters go to the server and into the URL; Reset clears them; the form shows and hides', async () => {
  renderTab();
  await screen.findByRole('table', { name: 'Executive Talent' });
  expect(listMock).toHaveBeenLastCalledWith(EMPTY_TALENT_FILTERS, expect.anything());

  await userEvent.selectOptions(screen.getByLabelText('Availability'), 'Advisory');
  await userEvent.selectOptions(screen.getByLabelText('Experience'), '20');
  await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'experience');
  await userEvent.type(screen.getByLabelText('Search'), 'chief');
  await waitFor(() =>
    expect(listMock).toHaveBeenLastCalledWith(
      { ...EMPTY_TALENT_FILTERS, availability: 'Advisory', experience: '20', sort: 'experience', search: 'chief' },
      expect.anything(),
    ),
  );
  expect(currentUrl()).toContain('availability=Advisory');
  expect(currentUrl()).toContain('experience=20');
  expect(currentUrl()).toContain('q=chief');

  const reads = listMock.mock.calls.length;
  await userEvent.click(screen.getByRole('button', { name: 'Reset Filters' }));
  expect(currentUrl()).toBe('/recipient/blood-services?tab=executive-talent');
  // the unfiltered list read a moment ago is shown again from the query cache, not read again
  await screen.findByRole('table', { name: 'Executive Talent' });
  expect(screen.getByLabelText('Availability')).toHaveValue('');
  expect(listMock).toHaveBeenCalledTimes(reads);

  const toggle = screen.getByRole('button', { name: 'Hide Filters' });
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(toggle);
  expect(screen.getByRole('button', { name: 'Show Filters' })).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByLabelText('Availability')).not.toBeVisible();
});

test('an unknown choice in the URL falls back to all; the empty text shows for no rows', async () => {
  listMock.mockResolvedValue({ rows: [], total: 0 });
  renderTab('/recipient/blood-services?tab=executive-talent&availability=Forever&status=Interviewing');
  expect(await screen.findByText('No candidates found matching your filters.')).toBeInTheDocument();
  expect(listMock).toHaveBeenLastCalledWith({ ...EMPTY_TALENT_FILTERS, status: 'Interviewing' }, expect.anything());
  expect(screen.getByText('Showing 0 professionals')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download as PDF' })).toBeDisabled();
});

test('Profile opens the Candidate Profile with summary, skills, achievements, work history, education and certifications', async () => {
  renderTab();
  await userEvent.click(await screen.findByRole('button', { name: 'Profile of Dr. Sarah Johnson' }));
  const dialog = screen.getByRole('dialog', { name: 'Candidate Profile' });
  expect(notifyMock).toHaveBeenCalledWith({ title: 'Candidate Profile', description: "Viewing Dr. Sarah Johnson's profile" });
  expect(await within(dialog).findByText('Twenty years running hospital blood programmes.')).toBeInTheDocument();
  for (const heading of ['Summary', 'Skills', 'Achievements', 'Work History', 'Education', 'Certifications']) {
    expect(within(dialog).getByRole('heading', { name: heading })).toBeInTheDocument();
  }
  expect(within(dialog).getByText('Patient Blood Management')).toBeInTheDocument();
  expect(within(dialog).getByText('Cut transfusion waste by 30%')).toBeInTheDocument();
  expect(within(dialog).getByText('Mercy General', { exact: false })).toBeInTheDocument();
  expect(within(dialog).getByText('Harvard Medical School', { exact: false })).toBeInTheDocument();
  expect(within(dialog).getByText('FACHE')).toBeInTheDocument();
  expect(getProfessionalProfile).toHaveBeenCalledWith('p1', expect.anything());

  await userEvent.click(within(dialog).getByRole('button', { name: 'Book Meeting' }));
  expect(screen.getByRole('dialog', { name: 'Book Meeting' })).toBeInTheDocument();
});

async function openMeeting() {
  renderTab();
  await userEvent.click(await screen.findByRole('button', { name: 'Meeting with Dr. Sarah Johnson' }));
  return screen.getByRole('dialog', { name: 'Book Meeting' });
}

test('Book Meeting: no time, a past time, the same time twice and no message are refused before sending', async () => {
  const dialog = await openMeeting();
  const send = within(dialog).getByRole('button', { name: 'Send Request' });
  await userEvent.click(send);
  expect(await within(dialog).findByText(EXECUTIVE_ACTION_MESSAGES.slotsRequired)).toBeInTheDocument();
  expect(within(dialog).getByText(EXECUTIVE_ACTION_MESSAGES.messageRequired)).toBeInTheDocument();

  // one reading of the clock for both: two readings may fall on either side of a minute
  const sameTime = localIn(3);
  await userEvent.type(within(dialog).getByLabelText(/Proposed time 1/), localIn(-1));
  await userEvent.type(within(dialog).getByLabelText(/Proposed time 2/), sameTime);
  await userEvent.type(within(dialog).getByLabelText(/Proposed time 3/), sameTime);
  await userEvent.click(send);
  expect(await within(dialog).findByText(EXECUTIVE_ACTION_MESSAGES.slotPast)).toBeInTheDocument();
  expect(within(dialog).getByText(EXECUTIVE_ACTION_MESSAGES.slotsDistinct)).toBeInTheDocument();
  expect(requestMock).not.toHaveBeenCalled();
});

test('Book Meeting: up to three future times and a message are sent; toast Meeting Request Sent', async () => {
  requestMock.mockResolvedValue(undefined);
  const dialog = await openMeeting();
  const first = localIn(2);
  const second = localIn(4);
  await userEvent.type(within(dialog).getByLabelText(/Proposed time 1/), first);
  await userEvent.type(within(dialog).getByLabelText(/Proposed time 2/), second);
  await userEvent.type(within(dialog).getByLabelText(/Message/), '  Advice on our programme  ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));

  await waitFor(() =>
    expect(requestMock).toHaveBeenCalledWith({
      professionalId: 'p1',
      proposedTimes: [new Date(first).toISOString(), new Date(second).toISOString()],
      message: 'Advice on our programme',
    }),
  );
  await waitFor(() =>
    expect(notifyMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Meeting Request Sent', variant: 'success' })),
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('Book Meeting: a refusal from the server is shown in the dialog and what was typed stays', async () => {
  requestMock.mockRejectedValue(new Error(EXECUTIVE_ACTION_MESSAGES.slotPast));
  const dialog = await openMeeting();
  await userEvent.type(within(dialog).getByLabelText(/Proposed time 1/), localIn(1));
  await userEvent.type(within(dialog).getByLabelText(/Message/), 'Hello');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(EXECUTIVE_ACTION_MESSAGES.slotPast);
  expect(within(dialog).getByLabelText(/Message/)).toHaveValue('Hello');
  expect(notifyMock).not.toHaveBeenCalled();
});

test('Download as PDF: the whole filtered list goes into a PDF named executive-talent-YYYY-MM-DD.pdf', async () => {
  const blob = new Blob(['%PDF-1.3'], { type: 'application/pdf' });
  jest.mocked(listAllProfessionals).mockResolvedValue([SARAH]);
  jest.mocked(buildTablePdf).mockResolvedValue(blob);
  renderTab('/recipient/blood-services?tab=executive-talent&status=Available');
  await screen.findByRole('table', { name: 'Executive Talent' });
  await userEvent.click(screen.getByRole('button', { name: 'Download as PDF' }));

  await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(blob, expect.stringMatching(/^executive-talent-\d{4}-\d{2}-\d{2}\.pdf$/)));
  expect(listAllProfessionals).toHaveBeenCalledWith({ ...EMPTY_TALENT_FILTERS, status: 'Available' });
  const table = jest.mocked(buildTablePdf).mock.calls[0][0];
  expect(table.title).toBe('Executive Talent');
  expect(table.subtitle).toContain('Filters: Available');
  expect(table.subtitle).toContain(' · 1 professional · ');
  // the header's date in the product's format ('26 Nov 2026, 23:06'), not the locale's '26/11/2026, 23:06:09'
  expect(table.subtitle).toMatch(/ · \d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
  expect(table.body).toEqual([
    [
      'Dr. Sarah Johnson',
      'Chief Medical Officer',
      '15+ years',
      'Part-time',
      'Boston, MA',
      'Healthcare Operations',
      'Available',
      '$200/hour',
    ],
  ]);
});

test('a page past the end (an old link) goes to the last page, with its rows and count', async () => {
  listMock.mockImplementation(async (filters) => ({ rows: filters.page <= 2 ? [SARAH] : [], total: 21 }));
  renderTab('/recipient/blood-services?tab=executive-talent&page=9');
  await waitFor(() => expect(currentUrl()).toBe('/recipient/blood-services?tab=executive-talent&page=2'));
  expect(await screen.findByText('Showing 1 of 21 professionals')).toBeInTheDocument();
  expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
});

describe('with a currency setting', () => {
  const USER_ID = '00000000-0000-4000-8000-0000000000aa';
  beforeEach(() => {
    useSession.setState({
      user: {
        id: USER_ID,
        name: 'Demo Recipient',
        email: 'r@example.org',
        photoURL: null,
        isAdmin: false,
        role: 'recipient',
        permissions: [],
      },
      loading: false,
    });
    resetDisplayCurrency({ rates: { INR: 83.5, EUR: 0.92 }, preference: { userId: USER_ID, currency: 'INR' } });
  });
  afterEach(() => {
    act(() => {
      resetDisplayCurrency();
      useSession.setState({ user: null, loading: false });
    });
  });

  test('a rate gets an estimate in the chosen currency; a share of equity stays a percentage', async () => {
    listMock.mockResolvedValue({ rows: [SARAH, JONAS], total: 2 });
    renderTab();
    const [sarah, jonas] = await screen.findAllByTestId('professional-row');
    expect(within(sarah).getByText('$200/hour')).toBeInTheDocument();
    expect(within(sarah).getByText('≈ ₹16,700/hour')).toBeInTheDocument();
    expect(within(jonas).getByText('0.5% equity')).toBeInTheDocument();
    expect(screen.queryByText(/[€$₹]0\.5%/)).not.toBeInTheDocument();
  });

  test('the profile and the PDF say the same', async () => {
    const blob = new Blob(['%PDF-1.3'], { type: 'application/pdf' });
    jest.mocked(listAllProfessionals).mockResolvedValue([SARAH, JONAS]);
    jest.mocked(buildTablePdf).mockResolvedValue(blob);
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Profile of Dr. Sarah Johnson' }));
    expect(await within(await screen.findByRole('dialog')).findByText('$200/hour (≈ ₹16,700/hour)')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Close' })[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Download as PDF' }));
    await waitFor(() => expect(buildTablePdf).toHaveBeenCalled());
    const table = jest.mocked(buildTablePdf).mock.calls[0][0];
    expect(table.body.map((row) => row.at(-1))).toEqual(['$200/hour (≈ ₹16,700/hour)', '0.5% equity']);
    expect(table.subtitle).toContain(' · 2 professionals · ');
  });
});
