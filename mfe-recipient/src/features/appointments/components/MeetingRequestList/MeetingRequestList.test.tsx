import { screen, within } from '@testing-library/react';
import { formatDateTime } from '@donation-network/shared-ui';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import * as api from '../../api/meeting-requests';
import { MeetingRequestList, NO_MEETING_REQUESTS_TEXT } from './MeetingRequestList';

jest.mock('../../api/meeting-requests');

const mocked = jest.mocked(api);

const BASE: api.MyMeetingRequest = {
  id: 'm1',
  status: 'requested',
  proposed_times: ['2026-12-03T10:00:00Z', '2026-12-04T10:00:00Z'],
  confirmed_time: null,
  message: 'Advice on our donor programme',
  created_at: '2026-11-26T09:00:00Z',
  professional_name: 'Dr. Eleanor Hayes',
  professional_role: 'Chief Medical Officer',
};

const itemOf = async (name: string) =>
  (await screen.findAllByTestId('meeting-request')).find((item) => within(item).queryByRole('heading', { name })) as HTMLElement;

describe('MeetingRequestList', () => {
  it("shows each request's status: waiting with the proposed times, confirmed with the chosen time, declined with what to do", async () => {
    mocked.listMyMeetingRequests.mockResolvedValue([
      BASE,
      {
        ...BASE,
        id: 'm2',
        status: 'confirmed',
        confirmed_time: '2026-12-04T10:00:00Z',
        professional_name: 'Marcus Chen',
        professional_role: 'CTO',
      },
      { ...BASE, id: 'm3', status: 'declined', professional_name: 'Priya Nair', professional_role: 'COO' },
    ]);
    renderWithProviders(<MeetingRequestList />);
    expect(screen.getByRole('heading', { name: 'Meeting requests' })).toBeInTheDocument();

    const waiting = await itemOf('Meeting with Dr. Eleanor Hayes, Chief Medical Officer');
    expect(within(waiting).getByText('Requested')).toBeInTheDocument();
    expect(within(waiting).getByText(formatDateTime('2026-12-03T10:00:00Z'))).toBeInTheDocument();
    expect(within(waiting).getByText('Waiting for the professional to confirm one of your times.')).toBeInTheDocument();

    const confirmed = await itemOf('Meeting with Marcus Chen, CTO');
    expect(within(confirmed).getByText('Confirmed')).toBeInTheDocument();
    expect(within(confirmed).getByText('Confirmed for')).toBeInTheDocument();
    expect(within(confirmed).getByText(formatDateTime('2026-12-04T10:00:00Z'))).toBeInTheDocument();
    expect(within(confirmed).queryByText(formatDateTime('2026-12-03T10:00:00Z'))).toBeNull();

    const declined = await itemOf('Meeting with Priya Nair, COO');
    expect(within(declined).getByText('Declined')).toBeInTheDocument();
    expect(within(declined).getByText(/You can send a new request from Executive Talent/)).toBeInTheDocument();
  });

  it('says when there are none and links to Executive Talent', async () => {
    mocked.listMyMeetingRequests.mockResolvedValue([]);
    renderWithProviders(<MeetingRequestList />);
    expect(await screen.findByText(NO_MEETING_REQUESTS_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a professional' })).toHaveAttribute(
      'href',
      '/recipient/blood-services?tab=executive-talent',
    );
  });
});
