import { renderWithTheme } from '../testing/render-with-theme';
import { Skeleton } from './Skeleton';

test('is hidden from assistive tech and sized by width/height (numbers are px)', () => {
  const { container } = renderWithTheme(<Skeleton width="45%" height={36} />);
  const skeleton = container.firstElementChild as HTMLElement;
  expect(skeleton).toHaveAttribute('aria-hidden', 'true');
  expect(skeleton.style.width).toBe('45%');
  expect(skeleton.style.height).toBe('36px');
});

test('defaults to full width and 16px height, custom radius allowed', () => {
  const { container } = renderWithTheme(<Skeleton width={40} radius="50%" />);
  const skeleton = container.firstElementChild as HTMLElement;
  expect(skeleton.style.width).toBe('40px');
  expect(skeleton.style.height).toBe('16px');
});
