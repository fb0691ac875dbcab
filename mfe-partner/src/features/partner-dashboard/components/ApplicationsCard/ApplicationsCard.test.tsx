import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPLICATION_REVIEW_MESSAGES } from '@donation-network/shared-rules';
import { notify } from '@donation-network/shared-ui';
import { RequestError } from '@donation-network/portal-data';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import * as api from '../../api/job-applications';
import { ApplicationsCard, NO_APPLICATIONS_TEXT } from './ApplicationsCard';

jest.mock('@donation-network/shared-ui', () => ({ ...jest.requireActual('@donation-network/shared-ui'), notify: jest.fn() }));
jest.mock('../../api/job-applications');

const mocked = jest.mocked(api);

const APPLIED: api.ApplicationItem = {
  id: 'a1',
  status: 'submitted',
  cover_note: 'Ten years running donor programmes.',
  created_at: '2026-11-25T10:00:00Z',
  organization: 'Global Blood Alliance',
  position: 'Board Advisor, Donor Programmes',
  applicant_name: 'Ruth Recipient',
  applicant_email: 'ruth@example.com',
};
const SHORTLISTED: api.ApplicationItem = { ...APPLIED, id: 'a2', status: 'reviewing', applicant_name: 'Sam Seeker', cover_note: '' };
const DECLINED: api.ApplicationItem = { ...APPLIED, id: 'a3', status: 'rejected', applicant_name: 'Dee Clined' };

beforeEach(() => {
  jest.clearAllMocks();
  mocked.listApplications.mockResolvedValue([APPLIED, SHORTLISTED, DECLINED]);
  mocked.setApplicationStatus.mockResolvedValue();
});

const itemOf = async (name: string) =>
  (await screen.findAllByTestId('job-application')).find((item) => within(item).queryByRole('heading', { name })) as HTMLElement;

describe('ApplicationsCard', () => {
  it('shows each application with its status and only the next steps the rules allow', async () => {
    renderWithProviders(<ApplicationsCard />);
    const applied = await itemOf('Ruth Recipient for Board Advisor, Donor Programmes');
    expect(within(applied).getByText('Applied')).toBeInTheDocument();
    expect(within(applied).getByRole('link', { name: 'ruth@example.com' })).toHaveAttribute('href', 'mailto:ruth@example.com');
    expect(within(applied).getByText('Ten years running donor programmes.')).toBeInTheDocument();
    expect(
      within(applied)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Shortlist', 'Decline']);

    const shortlisted = await itemOf('Sam Seeker for Board Advisor, Donor Programmes');
    expect(within(shortlisted).getByText('Shortlisted')).toBeInTheDocument();
    expect(within(shortlisted).getByText('No note')).toBeInTheDocument();
    expect(
      within(shortlisted)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Accept', 'Decline']);

    const declined = await itemOf('Dee Clined for Board Advisor, Donor Programmes');
    expect(within(declined).getByText('Declined')).toBeInTheDocument();
    expect(within(declined).queryByRole('button')).toBeNull();
  });

  it('shortlists at once and tells the partner the applicant was notified', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ApplicationsCard />);
    await user.click(await screen.findByRole('button', { name: 'Shortlist: Ruth Recipient for Board Advisor, Donor Programmes' }));
    await waitFor(() => expect(mocked.setApplicationStatus).toHaveBeenCalledWith('a1', 'reviewing'));
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Application shortlisted', description: 'The applicant has been notified.' }),
    );
    await waitFor(() => expect(mocked.listApplications).toHaveBeenCalledTimes(2));
  });

  it('asks before a final step: accepting, and declining with the answer the server gave', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ApplicationsCard />);
    await user.click(await screen.findByRole('button', { name: 'Accept: Sam Seeker for Board Advisor, Donor Programmes' }));
    const accept = screen.getByRole('dialog', { name: 'Accept this application?' });
    expect(mocked.setApplicationStatus).not.toHaveBeenCalled();
    await user.click(within(accept).getByRole('button', { name: 'Accept application' }));
    await waitFor(() => expect(mocked.setApplicationStatus).toHaveBeenCalledWith('a2', 'accepted'));
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Application accepted' }));

    mocked.setApplicationStatus.mockRejectedValueOnce(new RequestError(APPLICATION_REVIEW_MESSAGES.decided, { status: 400 }));
    await user.click(await screen.findByRole('button', { name: 'Decline: Ruth Recipient for Board Advisor, Donor Programmes' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Decline this application?' })).getByRole('button', { name: 'Decline application' }),
    );
    await waitFor(() => expect(mocked.setApplicationStatus).toHaveBeenCalledWith('a1', 'rejected'));
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Error', description: APPLICATION_REVIEW_MESSAGES.decided }));
  });

  it('says when there are no applications', async () => {
    mocked.listApplications.mockResolvedValue([]);
    renderWithProviders(<ApplicationsCard />);
    expect(await screen.findByText(NO_APPLICATIONS_TEXT)).toBeInTheDocument();
  });
});
