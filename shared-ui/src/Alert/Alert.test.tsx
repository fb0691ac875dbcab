import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Alert } from './Alert';

test('non-destructive alerts are polite status messages with title and body', () => {
  renderWithTheme(
    <Alert variant="info" title="Important">
      Donors must be 18 or older.
    </Alert>,
  );
  const alert = screen.getByRole('status');
  expect(alert).toHaveTextContent('Important');
  expect(alert).toHaveTextContent('Donors must be 18 or older.');
  expect(alert).toHaveAttribute('data-variant', 'info');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test.each(['success', 'warning'] as const)('%s uses role=status', (variant) => {
  renderWithTheme(<Alert variant={variant} title="T" />);
  expect(screen.getByRole('status')).toHaveAttribute('data-variant', variant);
});

test('destructive alerts use role=alert', () => {
  renderWithTheme(
    <Alert variant="destructive" title="Could not save">
      Try again.
    </Alert>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Could not save');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('the icon is decorative', () => {
  const { container } = renderWithTheme(<Alert>Body only</Alert>);
  expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  expect(screen.getByRole('status')).toHaveTextContent('Body only');
});
