import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { FormError } from './FormError';

test('shows a form-level message as an alert', () => {
  renderWithTheme(<FormError message="Invalid email or password" />);
  expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password');
});

test('accepts children', () => {
  renderWithTheme(<FormError>Server unavailable</FormError>);
  expect(screen.getByRole('alert')).toHaveTextContent('Server unavailable');
});

test('renders nothing without a message', () => {
  const { container } = renderWithTheme(<FormError message={undefined} />);
  expect(container).toBeEmptyDOMElement();
});
