import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEETING_ANSWER_MESSAGES } from '@donation-network/shared-rules';
import { formatDateTime, notify } from '@donation-network/shared-ui';
import { RequestError } from '@donation-network/portal-data';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import * as api from '../../api/meeting-requests';
import { MeetingRequestsCard, NO_MEETING_REQUESTS_TEXT } from './MeetingRequestsCard';

jest.mock('@donation-network/shared-ui', () => ({ ...jest.requireActual('@donation-network/shared-ui'), notify: jest.fn() }));
jest.mock('../../api/meeting-requests');

const mocked = jest.mocked(api);

const DAY_MS = 86_400_000;
const PAST = new Date(Date.now() - DAY_MS).toISOString();
const SOON = new Date(Date.now() + 2 * DAY_MS).toISOString();
const LATER = new Date(Date.now() + 3 * DAY_MS).toISOString();

const REQUESTED: api.MeetingRequestItem = {
  id: 'm1',
  status: 'requested',
  proposed_times: [PAST, SOON, LATER],
  confirmed_time: null,
  message: 'We would like advice\non our donor programme.',
  created_at: '2026-11-20T10:00:00Z',
  professional_name: 'Dr. Eleanor Hayes',
  professional_role: 'Chief Medical Officer',
  requester_name: 'Ruth Recipient',
  requester_email: 'ruth@example.com',
};

const CONFIRMED: api.MeetingRequestItem = {
  ...REQUESTED,
  id: 'm2',
  status: 'confirmed',
  proposed_times: [LATER],
  confirmed_time: LATER,
  requester_name: 'Sam Seeker',
  requester_email: 'sam@example.com',
};

beforeEach(() => {
  jest.clearAllMocks();
  mocked.listMeetingRequests.mockResolvedValue([REQUESTED, CONFIRMED]);
  mocked.confirmMeetingRequest.mockResolvedValue();
  mocked.declineMeetingRequest.mockResolvedValue();
});

const requestItem = async (name: string) =>
  (await screen.findAllByTestId('meeting-request')).find((item) => within(item).queryByRole('heading', { name })) as HTMLElement;

describe('MeetingRequestsCard', () => {
  it('shows each request with the requester, the professional, the times and the status; only requested ones can be answered', async () => {
    renderWithProviders(<MeetingRequestsCard />);
    const open = await requestItem('Ruth Recipient to meet Dr. Eleanor Hayes');
    expect(within(open).getByText('Requested')).toBeInTheDocument();
    expect(within(open).getByRole('link', { name: 'ruth@example.com' })).toHaveAttribute('href', 'mailto:ruth@example.com');
    expect(within(open).getByText('Dr. Eleanor Hayes, Chief Medical Officer')).toBeInTheDocument();
    for (const time of [PAST, SOON, LATER]) expect(within(open).getByText(formatDateTime(time))).toBeInTheDocument();
    expect(within(open).getByText(/We would like advice/)).toBeInTheDocument();
    expect(within(open).getByRole('button', { name: 'Confirm: Ruth Recipient to meet Dr. Eleanor Hayes' })).toBeInTheDocument();

    const answered = await requestItem('Sam Seeker to meet Dr. Eleanor Hayes');
    expect(within(answered).getByText('Confirmed')).toBeInTheDocument();
    expect(within(answered).getByText('Confirmed for')).toBeInTheDocument();
    expect(within(answered).queryByRole('button')).toBeNull();
  });

  it('confirms one of the proposed future times, tells the partner the requester was notified and reloads', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MeetingRequestsCard />);
    await user.click(await screen.findByRole('button', { name: 'Confirm: Ruth Recipient to meet Dr. Eleanor Hayes' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm meeting' });
    // a time that has passed is not offered
    expect(within(dialog).getAllByRole('radio')).toHaveLength(2);
    expect(within(dialog).queryByRole('radio', { name: formatDateTime(PAST) })).toBeNull();
    const send = within(dialog).getByRole('button', { name: 'Confirm meeting' });
    expect(send).toBeDisabled();

    await user.click(within(dialog).getByRole('radio', { name: formatDateTime(LATER) }));
    await user.click(send);
    await waitFor(() => expect(mocked.confirmMeetingRequest).toHaveBeenCalledWith('m1', LATER));
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Meeting confirmed', description: 'The requester has been notified.' }),
    );
    await waitFor(() => expect(mocked.listMeetingRequests).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('declines after asking, and shows the rule the server answered with', async () => {
    const user = userEvent.setup();
    mocked.declineMeetingRequest.mockRejectedValueOnce(new RequestError(MEETING_ANSWER_MESSAGES.cancelled, { status: 400 }));
    renderWithProviders(<MeetingRequestsCard />);
    await user.click(await screen.findByRole('button', { name: 'Decline: Ruth Recipient to meet Dr. Eleanor Hayes' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this meeting request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    await waitFor(() => expect(mocked.declineMeetingRequest).toHaveBeenCalledWith('m1'));
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Error', description: MEETING_ANSWER_MESSAGES.cancelled }));

    await user.click(await screen.findByRole('button', { name: 'Decline: Ruth Recipient to meet Dr. Eleanor Hayes' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Decline this meeting request?' })).getByRole('button', { name: 'Decline request' }),
    );
    await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Meeting request declined' })));
  });

  it('asks to decline when every proposed time has passed', async () => {
    const user = userEvent.setup();
    mocked.listMeetingRequests.mockResolvedValue([{ ...REQUESTED, proposed_times: [PAST] }]);
    renderWithProviders(<MeetingRequestsCard />);
    await user.click(await screen.findByRole('button', { name: 'Confirm: Ruth Recipient to meet Dr. Eleanor Hayes' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm meeting' });
    expect(within(dialog).getByText(/Every proposed time has passed/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm meeting' })).toBeDisabled();
  });

  it('says when there are no requests', async () => {
    mocked.listMeetingRequests.mockResolvedValue([]);
    renderWithProviders(<MeetingRequestsCard />);
    expect(await screen.findByText(NO_MEETING_REQUESTS_TEXT)).toBeInTheDocument();
  });
});
