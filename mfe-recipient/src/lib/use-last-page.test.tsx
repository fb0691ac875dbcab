import { renderHook } from '@testing-library/react';
import type { PortalRead } from '@donation-network/portal-session';
import { lastPageOf, useLastPageWhenPastTheEnd } from './use-last-page';

const answered = (total: number): PortalRead<{ total: number }> => ({ status: 'success', data: { total }, error: null, retry: jest.fn() });

function renderPage(page: number, result: PortalRead<{ total: number }>) {
  const replacePage = jest.fn();
  const { result: shown } = renderHook(() =>
    useLastPageWhenPastTheEnd(result, { page, pageSize: 20, totalOf: (data) => data.total, replacePage }),
  );
  return { shown: shown.current, replacePage };
}

test('the last page of a list; an empty list has page 1', () => {
  expect([lastPageOf(0, 20), lastPageOf(18, 20), lastPageOf(20, 20), lastPageOf(21, 20)]).toEqual([1, 1, 1, 2]);
});

test('a page past the end goes to the last page, replacing the history entry, and shows as loading meanwhile', () => {
  const { shown, replacePage } = renderPage(5, answered(18));
  expect(replacePage).toHaveBeenCalledWith(1);
  expect(shown.status).toBe('loading');
  expect(shown.data).toBeUndefined();

  expect(renderPage(9, answered(45)).replacePage).toHaveBeenCalledWith(3);
});

test('a page inside the list, a read still loading and a failed read stay as they are', () => {
  const inside = renderPage(2, answered(45));
  expect(inside.replacePage).not.toHaveBeenCalled();
  expect(inside.shown.data).toEqual({ total: 45 });

  const loading = renderPage(5, { status: 'loading', data: undefined, error: null, retry: jest.fn() });
  expect(loading.replacePage).not.toHaveBeenCalled();

  const failed = renderPage(5, { status: 'error', data: undefined, error: new Error('offline'), retry: jest.fn() });
  expect(failed.replacePage).not.toHaveBeenCalled();
  expect(failed.shown.status).toBe('error');
});
