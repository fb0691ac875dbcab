import { formatDate, formatDateTime, formatShortDate } from './dates';

describe('dates', () => {
  it("formats days as 'dd MMM yyyy', a date-only value as its own calendar day", () => {
    expect(formatDate('2023-03-14')).toBe('14 Mar 2023');
    expect(formatDate('2026-01-05')).toBe('05 Jan 2026');
    expect(formatDate(new Date(2026, 10, 26, 23, 6, 9))).toBe('26 Nov 2026');
  });

  it("formats moments as 'dd MMM yyyy, HH:mm' in the viewer's time zone", () => {
    expect(formatDateTime(new Date(2026, 10, 26, 23, 6, 9))).toBe('26 Nov 2026, 23:06');
    expect(formatDateTime(new Date(2026, 10, 26, 23, 6, 9).toISOString())).toBe('26 Nov 2026, 23:06');
    expect(formatDateTime(new Date(2026, 0, 2, 7, 5).getTime())).toBe('02 Jan 2026, 07:05');
  });

  it("formats an axis day as 'dd MMM'", () => {
    expect(formatShortDate('2026-11-02')).toBe('02 Nov');
    expect(formatShortDate(null)).toBe('N/A');
  });

  it('says what is missing or unreadable', () => {
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate(undefined, 'Never')).toBe('Never');
    expect(formatDateTime('')).toBe('N/A');
    expect(formatDate('not a date')).toBe('Invalid date');
    expect(formatDateTime('2026-13-40T00:00:00Z')).toBe('Invalid date');
  });
});
