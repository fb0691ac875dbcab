import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '@donation-network/shared-ui';
import { Footer } from './Footer';

function renderFooter() {
  return render(
    <ThemeProvider theme={lightTheme}>
      <MemoryRouter>
        <Footer />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const linksOf = (name: string) =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('Footer', () => {
  it('has the three link columns and the social column, in order', () => {
    renderFooter();

    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Quick Links',
      'Resources',
      'Legal',
      'Follow Us',
    ]);
  });

  it('Quick Links: Home, About Us, How It Works, Contact', () => {
    renderFooter();
    expect(linksOf('Quick Links')).toEqual([
      ['Home', '/'],
      ['About Us', '/about'],
      ['How It Works', '/how-it-works'],
      ['Contact', '/contact'],
    ]);
  });

  it('Resources: FAQs, Healthcare Partners, Corporate Partners, Donation Process', () => {
    renderFooter();
    expect(linksOf('Resources')).toEqual([
      ['FAQs', '/faqs'],
      ['Healthcare Partners', '/partners/healthcare'],
      ['Corporate Partners', '/partners/corporate'],
      ['Donation Process', '/donation-process'],
    ]);
  });

  it('Legal: Terms & Privacy, Cookie Policy, Data Protection', () => {
    renderFooter();
    expect(linksOf('Legal')).toEqual([
      ['Terms & Privacy', '/legal'],
      ['Cookie Policy', '/cookies'],
      ['Data Protection', '/data-protection'],
    ]);
  });

  it('lists Facebook, Twitter, Instagram and LinkedIn as placeholders, not links', () => {
    renderFooter();
    const social = screen.getByRole('region', { name: 'Social' });

    expect(within(social).queryAllByRole('link')).toHaveLength(0);
    const items = within(social).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Facebook', 'Twitter', 'Instagram', 'LinkedIn']);
    for (const network of ['Facebook', 'Twitter', 'Instagram', 'LinkedIn']) {
      const placeholder = within(social).getByText(network);
      expect(placeholder).toHaveAttribute('aria-disabled', 'true');
      expect(placeholder).toHaveAttribute('title', `${network} (coming soon)`);
    }
  });

  it('shows the copyright with the current year', () => {
    renderFooter();
    const year = new Date().getFullYear();
    expect(screen.getByText(`© ${year} Donation Network. All rights reserved.`)).toBeInTheDocument();
  });

  it('uses the year at render time, not a hard-coded one', () => {
    jest.useFakeTimers({ now: new Date('2031-06-15T12:00:00Z') });
    try {
      renderFooter();
      expect(screen.getByText('© 2031 Donation Network. All rights reserved.')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('is the page footer landmark', () => {
    renderFooter();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
