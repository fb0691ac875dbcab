import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Container } from './Container';

test('wraps content and passes attributes through', () => {
  renderWithTheme(
    <Container aria-busy="true" aria-label="Loading page" data-testid="c">
      Hello
    </Container>,
  );
  const container = screen.getByTestId('c');
  expect(container).toHaveTextContent('Hello');
  expect(container).toHaveAttribute('aria-busy', 'true');
  expect(container.tagName).toBe('DIV');
});
