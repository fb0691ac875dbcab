import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Stack } from './Stack';

test('lays children out without leaking layout props to the DOM', () => {
  renderWithTheme(
    <Stack gap={16} direction="row" align="center" wrap data-testid="s" style={{ padding: '48px 0' }}>
      <span>a</span>
      <span>b</span>
    </Stack>,
  );
  const stack = screen.getByTestId('s');
  expect(stack.children).toHaveLength(2);
  expect(stack).not.toHaveAttribute('gap');
  expect(stack).not.toHaveAttribute('direction');
  expect(stack).not.toHaveAttribute('wrap');
  expect(stack.style.padding).toBe('48px 0px');
});
