import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Spinner } from './Spinner';

test('is a status named "Loading" by default', () => {
  renderWithTheme(<Spinner />);
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
});

test('takes a custom label and size', () => {
  renderWithTheme(<Spinner label="Loading donors" size="lg" />);
  const status = screen.getByRole('status', { name: 'Loading donors' });
  expect(status.firstElementChild).toHaveAttribute('aria-hidden', 'true');
});
