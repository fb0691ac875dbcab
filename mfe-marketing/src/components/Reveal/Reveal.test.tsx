import { screen } from '@testing-library/react';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { Reveal } from './Reveal';

describe('Reveal', () => {
  it('renders a named section, shown at once where IntersectionObserver is missing (jsdom)', () => {
    renderWithProviders(
      <Reveal aria-label="Mission" delayMs={300}>
        <p>Content</p>
      </Reveal>,
    );
    const section = screen.getByRole('region', { name: 'Mission' });
    expect(section).toHaveAttribute('data-revealed', 'true');
    expect(section).toHaveStyle({ transitionDelay: '300ms' });
    expect(section).toHaveTextContent('Content');
  });

  it('has no delay unless one is given', () => {
    renderWithProviders(<Reveal aria-label="Impact">Figures</Reveal>);
    expect(screen.getByRole('region', { name: 'Impact' })).toHaveStyle({ transitionDelay: '0ms' });
  });
});
