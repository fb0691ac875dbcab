import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { Button } from './Button';

test('renders a type=button primary button by default and handles clicks', async () => {
  const user = userEvent.setup();
  const onClick = jest.fn();
  renderWithTheme(<Button onClick={onClick}>Donate</Button>);
  const button = screen.getByRole('button', { name: 'Donate' });
  expect(button).toHaveAttribute('type', 'button');
  expect(button).toHaveAttribute('data-variant', 'primary');
  await user.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
});

test.each(['primary', 'secondary', 'outline', 'ghost', 'destructive'] as const)('supports the %s variant', (variant) => {
  renderWithTheme(
    <Button variant={variant} size="lg" fullWidth>
      Go
    </Button>,
  );
  expect(screen.getByRole('button', { name: 'Go' })).toHaveAttribute('data-variant', variant);
});

test('loading shows a spinner, sets aria-busy and disables the button', async () => {
  const user = userEvent.setup();
  const onClick = jest.fn();
  renderWithTheme(
    <Button loading onClick={onClick} type="submit">
      Save
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Save' });
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button).toHaveAttribute('type', 'submit');
  expect(screen.getByTestId('button-spinner')).toHaveAttribute('aria-hidden', 'true');
  await user.click(button);
  expect(onClick).not.toHaveBeenCalled();
});

test('is reachable by keyboard and forwards refs and aria props', async () => {
  const user = userEvent.setup();
  const ref = { current: null as HTMLButtonElement | null };
  const onClick = jest.fn();
  renderWithTheme(
    <Button ref={ref} aria-label="Open menu" onClick={onClick}>
      ☰
    </Button>,
  );
  await user.tab();
  expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  expect(ref.current).toBe(screen.getByRole('button'));
  await user.keyboard(' ');
  expect(onClick).toHaveBeenCalledTimes(1);
});
