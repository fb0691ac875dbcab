import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Section } from './Section';

test('renders a <section> that becomes a named region when labelled', () => {
  renderWithTheme(
    <Section aria-labelledby="h">
      <h2 id="h">Our mission</h2>
    </Section>,
  );
  const region = screen.getByRole('region', { name: 'Our mission' });
  expect(region.tagName).toBe('SECTION');
});
