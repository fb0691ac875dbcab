import { render } from '@testing-library/react';
import { StrokeIcon } from './StrokeIcon';

test('draws a decorative currentColor line icon and passes extra attributes through', () => {
  const { container } = render(
    <StrokeIcon strokeWidth={3} width="16" data-icon="check">
      <path d="m5 12 5 5L20 7" />
    </StrokeIcon>,
  );
  const svg = container.querySelector('svg');
  expect(svg).toHaveAttribute('aria-hidden', 'true');
  expect(svg).toHaveAttribute('focusable', 'false');
  expect(svg).toHaveAttribute('stroke', 'currentColor');
  expect(svg).toHaveAttribute('stroke-width', '3');
  expect(svg).toHaveAttribute('width', '16');
  expect(svg).toHaveAttribute('data-icon', 'check');
  expect(svg?.querySelector('path')).toBeInTheDocument();
});
