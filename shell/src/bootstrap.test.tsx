import { reportRecoveredRegion } from './bootstrap';

describe('reportRecoveredRegion', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const report = jest.fn();
  beforeAll(() => {
    (globalThis as { reportError?: (error: unknown) => void }).reportError = report;
  });
  afterEach(() => {
    warn.mockClear();
    report.mockClear();
  });

  it.each([
    'Minified React error #419; visit https://react.dev/errors/419 for the full message',
    'The server could not finish this Suspense boundary, likely due to an error during server rendering. Switched to client rendering.',
  ])('a region the server left unfinished is one console warning, not an uncaught error: %s', (message) => {
    reportRecoveredRegion(new Error(message));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/rendered in the browser/);
    expect(report).not.toHaveBeenCalled();
  });

  it.each([
    'Minified React error #418; visit https://react.dev/errors/418',
    "Hydration failed because the server rendered text didn't match the client.",
  ])('a hydration mismatch is still reported as an error: %s', (message) => {
    const error = new Error(message);
    reportRecoveredRegion(error);
    expect(report).toHaveBeenCalledWith(error);
    expect(warn).not.toHaveBeenCalled();
  });
});
