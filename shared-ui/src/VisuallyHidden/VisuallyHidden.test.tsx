import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { VisuallyHidden } from './VisuallyHidden';

test('keeps text in the accessibility tree', () => {
  renderWithTheme(
    <button type="button">
      <span aria-hidden="true">✕</span>
      <VisuallyHidden>Close menu</VisuallyHidden>
    </button>,
  );
  expect(screen.getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
  expect(screen.getByText('Close menu').tagName).toBe('SPAN');
});
