import { act, render, screen } from '@testing-library/react';
import { loadSupabase } from '@donation-network/portal-session';
import { NOTIFICATION_POLL_MS, refreshNotificationSummary, useNotificationSummary } from './notification-summary';
import { fakeSupabaseClient } from '@donation-network/portal-session/testing';

jest.mock('@donation-network/portal-session', () => ({
  ...jest.requireActual('@donation-network/portal-session'),
  loadSupabase: jest.fn(),
}));

type Answer = { data: { unread_count: number; total_count: number } | null; error: { message: string } | null; status: number };

const rpc = jest.fn<{ single: () => Promise<Answer> }, [string]>();
let answer: Answer;

const counts = (unread: number, total: number): Answer => ({
  data: { unread_count: unread, total_count: total },
  error: null,
  status: 200,
});

function Reader({ name }: { name: string }) {
  const summary = useNotificationSummary();
  return <span data-testid={name}>{summary ? `${summary.unreadCount}/${summary.totalCount}` : 'none'}</span>;
}

/** Lets the pending rpc promises settle. */
const settle = () => act(async () => {});

beforeEach(() => {
  jest.useFakeTimers();
  answer = counts(2, 5);
  rpc.mockReset();
  rpc.mockImplementation(() => ({ single: () => Promise.resolve(answer) }));
  jest.mocked(loadSupabase).mockResolvedValue(fakeSupabaseClient({ rpc }));
});

afterEach(() => jest.useRealTimers());

test('two readers share one read at start and one per poll', async () => {
  render(
    <>
      <Reader name="badge" />
      <Reader name="page" />
    </>,
  );
  await settle();
  expect(rpc).toHaveBeenCalledTimes(1);
  expect(rpc).toHaveBeenCalledWith('notification_summary');
  expect(screen.getByTestId('badge')).toHaveTextContent('2/5');
  expect(screen.getByTestId('page')).toHaveTextContent('2/5');

  answer = counts(3, 6);
  act(() => jest.advanceTimersByTime(NOTIFICATION_POLL_MS));
  await settle();
  expect(rpc).toHaveBeenCalledTimes(2);
  expect(screen.getByTestId('badge')).toHaveTextContent('3/6');
  expect(screen.getByTestId('page')).toHaveTextContent('3/6');
});

test('a refresh (after marking read) reaches every reader; a failed read keeps the last counts', async () => {
  render(<Reader name="badge" />);
  await settle();
  answer = counts(0, 5);
  await act(() => refreshNotificationSummary());
  expect(screen.getByTestId('badge')).toHaveTextContent('0/5');

  answer = { data: null, error: { message: 'Failed to fetch' }, status: 0 };
  await act(() => refreshNotificationSummary());
  expect(screen.getByTestId('badge')).toHaveTextContent('0/5');
});

test('forgotten when the last reader unmounts (sign-out): polling stops and the next reader starts afresh', async () => {
  const first = render(<Reader name="badge" />);
  await settle();
  expect(screen.getByTestId('badge')).toHaveTextContent('2/5');
  first.unmount();

  act(() => jest.advanceTimersByTime(5 * NOTIFICATION_POLL_MS));
  expect(rpc).toHaveBeenCalledTimes(1);

  let resolveNext: (value: Answer) => void = () => {};
  rpc.mockImplementation(() => ({ single: () => new Promise<Answer>((resolve) => (resolveNext = resolve)) }));
  render(<Reader name="next-user" />);
  expect(screen.getByTestId('next-user')).toHaveTextContent('none');
  await settle(); // the read has been sent
  expect(rpc).toHaveBeenCalledTimes(2);
  resolveNext(counts(7, 7));
  await settle();
  expect(screen.getByTestId('next-user')).toHaveTextContent('7/7');
});
