import styled from 'styled-components';
import { LinkButton, PageHeading, pageTitle, useScrollToTop } from 'shared-ui';
import {
  CORPORATE_BENEFITS,
  CORPORATE_OPPORTUNITIES,
  CORPORATE_PARTNER_CONTACT_PATH,
  PARTNER_LOGO_PLACEHOLDERS,
} from '../../partner-content';
import { ItemGrid, PartnerFrame, PartnerSection } from '../PartnerPageParts/PartnerPageParts';

const Logos = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 150px), 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const LogoPlaceholder = styled.li`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 88px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Closing = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  margin-top: 56px;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  h2 {
    margin: 0 0 4px;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** /partners/corporate: why and how companies partner with the donation network. */
export function CorporatePartnersPage() {
  useScrollToTop();

  return (
    <PartnerFrame as="article">
      <title>{pageTitle('Corporate Partners')}</title>
      <PageHeading
        title="Corporate Partnerships"
        subtitle="Work with us to encourage blood and organ donation among your employees, customers and community."
        actions={<LinkButton to={CORPORATE_PARTNER_CONTACT_PATH}>Become a Partner</LinkButton>}
      />

      <PartnerSection id="corporate-benefits" title="Why Partner With Us">
        <ItemGrid items={CORPORATE_BENEFITS} label="Benefits for corporate partners" minColumnWidth={220} />
      </PartnerSection>

      <PartnerSection
        id="corporate-opportunities"
        title="Partnership Opportunities"
        intro="Choose the ways of supporting donation that suit your company. Every programme is planned with you and can start small."
      >
        <ItemGrid items={CORPORATE_OPPORTUNITIES} label="Partnership opportunities" />
      </PartnerSection>

      <PartnerSection
        id="corporate-partners"
        title="Our Corporate Partners"
        intro="Partner logos will appear here as partnerships are announced."
      >
        <Logos aria-label="Partner logos">
          {Array.from({ length: PARTNER_LOGO_PLACEHOLDERS }, (_, index) => (
            <LogoPlaceholder key={index}>Partner logo</LogoPlaceholder>
          ))}
        </Logos>
      </PartnerSection>

      <Closing as="aside" aria-labelledby="corporate-cta-heading">
        <div>
          <h2 id="corporate-cta-heading">Ready to make a difference?</h2>
          <p>Tell us about your company and we will suggest a programme that fits.</p>
        </div>
        <LinkButton to={CORPORATE_PARTNER_CONTACT_PATH} variant="secondary">
          Contact Our Partnerships Team
        </LinkButton>
      </Closing>
    </PartnerFrame>
  );
}
