import { render } from '@testing-library/react';
import { useScrollToTop } from './use-scroll-to-top';

function Page() {
  useScrollToTop();
  return null;
}

test('scrolls to the top once, on mount', () => {
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const { rerender } = render(<Page />);
  rerender(<Page />);
  expect(scrollTo).toHaveBeenCalledTimes(1);
  expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' });
  scrollTo.mockRestore();
});
