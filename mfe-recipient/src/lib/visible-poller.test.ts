import { startVisiblePoller } from './visible-poller';

let visibility: DocumentVisibilityState = 'visible';

function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});

beforeEach(() => {
  jest.useFakeTimers();
  visibility = 'visible';
});

afterEach(() => jest.useRealTimers());

test('calls every interval while the page is visible, not at start', () => {
  const callback = jest.fn();
  const stop = startVisiblePoller(callback, 30_000);
  expect(callback).not.toHaveBeenCalled();
  jest.advanceTimersByTime(29_999);
  expect(callback).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(callback).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(60_000);
  expect(callback).toHaveBeenCalledTimes(3);
  stop();
});

test('pauses while hidden; on return it calls at once only when a call is due', () => {
  const callback = jest.fn();
  const stop = startVisiblePoller(callback, 30_000);

  jest.advanceTimersByTime(10_000);
  setVisibility('hidden');
  jest.advanceTimersByTime(5 * 60_000);
  expect(callback).not.toHaveBeenCalled();

  setVisibility('visible');
  // hidden for longer than the interval: due now
  expect(callback).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(30_000);
  expect(callback).toHaveBeenCalledTimes(2);

  // a quick glance away: nothing extra on return, the interval goes on
  setVisibility('hidden');
  jest.advanceTimersByTime(5_000);
  setVisibility('visible');
  expect(callback).toHaveBeenCalledTimes(2);
  jest.advanceTimersByTime(30_000);
  expect(callback).toHaveBeenCalledTimes(3);
  stop();
});

test('started on a hidden page it waits for the page to be shown', () => {
  visibility = 'hidden';
  const callback = jest.fn();
  const stop = startVisiblePoller(callback, 30_000);
  jest.advanceTimersByTime(120_000);
  expect(callback).not.toHaveBeenCalled();
  setVisibility('visible');
  expect(callback).toHaveBeenCalledTimes(1);
  stop();
});

test('stop ends the calls and stops listening to visibility changes', () => {
  const callback = jest.fn();
  const stop = startVisiblePoller(callback, 30_000);
  stop();
  jest.advanceTimersByTime(120_000);
  setVisibility('hidden');
  setVisibility('visible');
  expect(callback).not.toHaveBeenCalled();
});
