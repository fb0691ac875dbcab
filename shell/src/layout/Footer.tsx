import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Wrapper = styled.footer`
  margin-top: 64px;
  padding: 48px 16px 24px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 32px;
  max-width: 1200px;
  margin: 0 auto;
`;

const Heading = styled.h2`
  font-size: 1rem;
  margin: 0 0 12px;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  a,
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Copyright = styled.p`
  max-width: 1200px;
  margin: 32px auto 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FOOTER_COLUMNS = [
  {
    title: 'Quick Links',
    links: [
      { to: '/', label: 'Home' },
      { to: '/about', label: 'About Us' },
      { to: '/how-it-works', label: 'How It Works' },
      { to: '/contact', label: 'Contact' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { to: '/faqs', label: 'FAQs' },
      { to: '/partners/healthcare', label: 'Healthcare Partners' },
      { to: '/partners/corporate', label: 'Corporate Partners' },
      { to: '/donation-process', label: 'Donation Process' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/legal', label: 'Terms & Privacy' },
      { to: '/cookies', label: 'Cookie Policy' },
      { to: '/data-protection', label: 'Data Protection' },
    ],
  },
];

/** Social networks shown as placeholders: the organisation has no accounts to link to yet. */
export const SOCIAL_NETWORKS = ['Facebook', 'Twitter', 'Instagram', 'LinkedIn'];

export function Footer() {
  return (
    <Wrapper>
      <Columns>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <Heading>{column.title}</Heading>
            <List>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </List>
          </nav>
        ))}
        <section aria-label="Social">
          <Heading>Follow Us</Heading>
          <List>
            {SOCIAL_NETWORKS.map((network) => (
              <li key={network}>
                <span aria-disabled="true" title={`${network} (coming soon)`}>
                  {network}
                </span>
              </li>
            ))}
          </List>
        </section>
      </Columns>
      <Copyright>© {new Date().getFullYear()} Donation Network. All rights reserved.</Copyright>
    </Wrapper>
  );
}
