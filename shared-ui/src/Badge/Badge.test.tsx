import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Badge } from './Badge';

test('renders its text with the default variant', () => {
  renderWithTheme(<Badge>New</Badge>);
  expect(screen.getByText('New')).toHaveAttribute('data-variant', 'default');
});

test.each(['default', 'secondary', 'success', 'warning', 'danger', 'outline'] as const)('supports %s', (variant) => {
  renderWithTheme(<Badge variant={variant}>{variant}</Badge>);
  const badge = screen.getByText(variant);
  expect(badge.tagName).toBe('SPAN');
  expect(badge).toHaveAttribute('data-variant', variant);
});
