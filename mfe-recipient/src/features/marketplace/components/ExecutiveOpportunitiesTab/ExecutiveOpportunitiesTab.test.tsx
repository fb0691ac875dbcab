import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXECUTIVE_ACTION_MESSAGES } from '@donation-network/shared-rules';
import { notify, saveBlob } from '@donation-network/shared-ui';
import { RequestError } from '@donation-network/portal-data';
import { currentUrl, renderWithProviders } from '@donation-network/shared-ui/testing';
import {
  applyForOpportunity,
  EMPTY_OPPORTUNITY_FILTERS,
  getOpportunityDetails,
  listAllOpportunities,
  listMyApplications,
  listOpportunities,
  type ExecutiveOpportunity,
} from '../../api/executive-opportunities';
import { buildTablePdf } from '../../utils/table-pdf';
import { ExecutiveOpportunitiesTab } from './ExecutiveOpportunitiesTab';

jest.mock('@donation-network/shared-ui', () => ({
  ...jest.requireActual('@donation-network/shared-ui'),
  notify: jest.fn(),
  saveBlob: jest.fn(),
}));
jest.mock('../../utils/table-pdf', () => ({
  ...jest.requireActual('../../utils/table-pdf'),
  buildTablePdf: jest.fn(),
}));
jest.mock('../../api/executive-opportunities', () => ({
  ...jest.requireActual('../../api/executive-opportunities'),
  listOpportunities: jest.fn(),
  listAllOpportunities: jest.fn(),
  listMyApplications: jest.fn(),
  getOpportunityDetails: jest.fn(),
  applyForOpportunity: jest.fn(),
}));

const PULSEGRID: ExecutiveOpportunity = {
  id: 'o1',
  organization: 'PulseGrid',
  position: 'Technical Advisor',
  type: 'Advisory',
  duration: 'Once a fortnight',
  location: 'Berlin',
  work_mode: 'Remote',
  industry: 'Technology',
  posted_date: '2026-11-10',
  status: 'Open',
  compensation: '0.5% equity',
  compensation_amount: null,
  compensation_currency: null,
  compensation_period: null,
  compensation_equity_percent: 0.5,
};
const CLOSED: ExecutiveOpportunity = {
  ...PULSEGRID,
  id: 'o2',
  organization: 'CityCare',
  position: 'Head of Procurement',
  status: 'Closed',
};
const APPLIED: ExecutiveOpportunity = { ...PULSEGRID, id: 'o3', organization: 'MedLearn', position: 'Curriculum Director' };

const listMock = jest.mocked(listOpportunities);
const applyMock = jest.mocked(applyForOpportunity);
const notifyMock = jest.mocked(notify);

beforeEach(() => {
  jest.clearAllMocks();
  listMock.mockResolvedValue({ rows: [PULSEGRID, CLOSED, APPLIED], total: 3 });
  jest.mocked(listMyApplications).mockResolvedValue(new Map([['o3', 'submitted']]));
  jest.mocked(getOpportunityDetails).mockResolvedValue({
    ...PULSEGRID,
    description: 'Guide our FHIR integration.',
    requirements: ['Ten years of interoperability work'],
    benefits: ['Equity'],
    application_process: 'A call with our CTO.',
    contact_name: 'Jana Novak',
    contact_email: 'jana@pulsegrid.example.com',
    contact_phone: '+49 30 1234567',
  });
});

const renderTab = (route = '/recipient/blood-services?tab=executive-opportunities') =>
  renderWithProviders(<ExecutiveOpportunitiesTab />, { route, path: '/recipient/blood-services' });

test('columns, count, Apply only for open opportunities not applied to yet', async () => {
  renderTab();
  const table = await screen.findByRole('table', { name: 'Executive Opportunities' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Organization', 'Position', 'Type', 'Duration', 'Location', 'Industry', 'Status', 'Compensation', 'Action']);
  expect(screen.getByText('Showing 3 opportunities')).toBeInTheDocument();
  expect(within(screen.getAllByTestId('opportunity-row')[0]).getByText('Berlin (Remote)')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Apply for Technical Advisor at PulseGrid' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Apply for Head of Procurement at CityCare' })).toBeDisabled();
  const applied = screen.getAllByTestId('opportunity-row')[2];
  expect(await within(applied).findByText('Applied')).toBeInTheDocument();
  expect(within(applied).queryByRole('button', { name: /Apply/ })).not.toBeInTheDocument();
});

test("the row shows how the organisation moved the user's application on", async () => {
  const SHORTLISTED = { ...PULSEGRID, id: 'o4', organization: 'Northstar', position: 'Fractional CMO' };
  const DECLINED = { ...PULSEGRID, id: 'o5', organization: 'Global Blood Alliance', position: 'Board Advisor' };
  listMock.mockResolvedValue({ rows: [APPLIED, SHORTLISTED, DECLINED], total: 3 });
  jest.mocked(listMyApplications).mockResolvedValue(
    new Map([
      ['o3', 'accepted'],
      ['o4', 'reviewing'],
      ['o5', 'rejected'],
    ]),
  );
  renderTab();
  await screen.findByRole('table', { name: 'Executive Opportunities' });
  const [accepted, shortlisted, declined] = screen.getAllByTestId('opportunity-row');
  expect(await within(accepted).findByText('Accepted')).toBeInTheDocument();
  expect(within(shortlisted).getByText('Shortlisted')).toBeInTheDocument();
  expect(within(declined).getByText('Declined')).toBeInTheDocument();
  for (const row of [accepted, shortlisted, declined]) expect(within(row).queryByRole('button', { name: /^Apply/ })).toBeNull();

  // the details say the same
  await userEvent.click(within(shortlisted).getByRole('button', { name: /^Details of / }));
  const details = await screen.findByRole('dialog', { name: 'Opportunity Details' });
  expect(within(details).getByRole('button', { name: 'Shortlisted' })).toBeDisabled();
  expect(within(details).queryByRole('button', { name: 'Apply' })).toBeNull();
});

test('filters go to the server and the URL', async () => {
  renderTab();
  await screen.findByRole('table', { name: 'Executive Opportunities' });
  await userEvent.selectOptions(screen.getByLabelText('Work Mode'), 'Hybrid');
  await userEvent.selectOptions(screen.getByLabelText('Duration'), 'Once a week');
  await userEvent.selectOptions(screen.getByLabelText('Industry'), 'Healthcare');
  await userEvent.selectOptions(screen.getByLabelText('Position Type'), 'Contract');
  await userEvent.selectOptions(screen.getByLabelText('Compensation'), 'hourly');
  await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'organization-desc');
  await waitFor(() =>
    expect(listMock).toHaveBeenLastCalledWith(
      {
        ...EMPTY_OPPORTUNITY_FILTERS,
        workMode: 'Hybrid',
        duration: 'Once a week',
        industry: 'Healthcare',
        positionType: 'Contract',
        compensation: 'hourly',
        sort: 'organization-desc',
      },
      expect.anything(),
    ),
  );
  expect(currentUrl()).toContain('mode=Hybrid');
  expect(currentUrl()).toContain('sort=organization-desc');
});

test('Details shows description, requirements, benefits, application process and contact; Apply from there', async () => {
  applyMock.mockResolvedValue(undefined);
  renderTab();
  await userEvent.click(await screen.findByRole('button', { name: 'Details of Technical Advisor at PulseGrid' }));
  const dialog = screen.getByRole('dialog', { name: 'Opportunity Details' });
  expect(notifyMock).toHaveBeenCalledWith({ title: 'Opportunity Details', description: 'Viewing Technical Advisor at PulseGrid' });
  expect(await within(dialog).findByText('Guide our FHIR integration.')).toBeInTheDocument();
  for (const heading of ['Description', 'Requirements', 'Benefits', 'Application Process', 'Contact']) {
    expect(within(dialog).getByRole('heading', { name: heading })).toBeInTheDocument();
  }
  expect(within(dialog).getByText('Ten years of interoperability work')).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'jana@pulsegrid.example.com' })).toHaveAttribute(
    'href',
    'mailto:jana@pulsegrid.example.com',
  );

  await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
  const apply = screen.getByRole('dialog', { name: 'Apply' });
  await userEvent.type(within(apply).getByLabelText(/Note to the organization/), ' I built two FHIR gateways. ');
  await userEvent.click(within(apply).getByRole('button', { name: 'Submit Application' }));
  await waitFor(() => expect(applyMock).toHaveBeenCalledWith('o1', 'I built two FHIR gateways.'));
  await waitFor(() =>
    expect(notifyMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Application Submitted', variant: 'success' })),
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const row = screen.getAllByTestId('opportunity-row')[0];
  expect(within(row).getByText('Applied')).toBeInTheDocument();
});

test('a second application gets the clear message in the dialog and the row shows Applied', async () => {
  applyMock.mockRejectedValue(new RequestError(EXECUTIVE_ACTION_MESSAGES.alreadyApplied, { status: 409, code: '23505' }));
  renderTab();
  await userEvent.click(await screen.findByRole('button', { name: 'Apply for Technical Advisor at PulseGrid' }));
  const apply = screen.getByRole('dialog', { name: 'Apply' });
  await userEvent.click(within(apply).getByRole('button', { name: 'Submit Application' }));
  expect(await within(apply).findByRole('alert')).toHaveTextContent('You have already applied for this opportunity');
  expect(notifyMock).not.toHaveBeenCalled();
  await userEvent.click(within(apply).getByRole('button', { name: 'Cancel' }));
  expect(within(screen.getAllByTestId('opportunity-row')[0]).getByText('Applied')).toBeInTheDocument();
});

test('an over-long note is refused before sending', async () => {
  renderTab();
  await userEvent.click(await screen.findByRole('button', { name: 'Apply for Technical Advisor at PulseGrid' }));
  const apply = screen.getByRole('dialog', { name: 'Apply' });
  const note = within(apply).getByLabelText(/Note to the organization/);
  await userEvent.click(note);
  await userEvent.paste('x'.repeat(5001));
  await userEvent.click(within(apply).getByRole('button', { name: 'Submit Application' }));
  expect(await within(apply).findByText(EXECUTIVE_ACTION_MESSAGES.noteMax)).toBeInTheDocument();
  expect(applyMock).not.toHaveBeenCalled();
});

test('a location that already says the work mode is not repeated; one row is one opportunity', async () => {
  listMock.mockResolvedValue({ rows: [{ ...PULSEGRID, location: 'Remote' }], total: 1 });
  renderTab();
  const [row] = await screen.findAllByTestId('opportunity-row');
  expect(within(row).getByText('Remote')).toBeInTheDocument();
  expect(within(row).queryByText('Remote (Remote)')).not.toBeInTheDocument();
  expect(screen.getByText('Showing 1 opportunity')).toBeInTheDocument();
});

test('a page past the end (an old link) goes to the last page, with its rows and count; the other parameters stay', async () => {
  listMock.mockImplementation(async (filters) => ({ rows: filters.page <= 2 ? [PULSEGRID, CLOSED, APPLIED] : [], total: 23 }));
  renderTab('/recipient/blood-services?tab=executive-opportunities&page=9');
  await waitFor(() => expect(currentUrl()).toBe('/recipient/blood-services?tab=executive-opportunities&page=2'));
  expect(await screen.findByText('Showing 3 of 23 opportunities')).toBeInTheDocument();
  expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
});

test('Download as PDF of a filtered list: the header counts "1 opportunity", a share of equity is a percentage', async () => {
  const blob = new Blob(['%PDF-1.3'], { type: 'application/pdf' });
  jest.mocked(listAllOpportunities).mockResolvedValue([PULSEGRID]);
  jest.mocked(buildTablePdf).mockResolvedValue(blob);
  renderTab('/recipient/blood-services?tab=executive-opportunities&compensation=equity');
  await screen.findByRole('table', { name: 'Executive Opportunities' });
  await userEvent.click(screen.getByRole('button', { name: 'Download as PDF' }));

  await waitFor(() =>
    expect(saveBlob).toHaveBeenCalledWith(blob, expect.stringMatching(/^executive-opportunities-\d{4}-\d{2}-\d{2}\.pdf$/)),
  );
  const table = jest.mocked(buildTablePdf).mock.calls[0][0];
  expect(table.subtitle).toMatch(/^Filters: Equity compensation · sorted by newest · 1 opportunity · /);
  expect(table.body).toEqual([
    ['PulseGrid', 'Technical Advisor', 'Advisory', 'Once a fortnight', 'Berlin (Remote)', 'Technology', 'Open', '0.5% equity'],
  ]);
});
