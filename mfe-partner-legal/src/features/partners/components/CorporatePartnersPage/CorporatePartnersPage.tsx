import styled from 'styled-components';
import { GridList, LinkButton } from 'shared-ui';
import {
  CORPORATE_PAGE,
  CORPORATE_BENEFITS,
  CORPORATE_OPPORTUNITIES,
  CORPORATE_PARTNER_CONTACT_PATH,
  PARTNER_LOGO_PLACEHOLDERS,
} from '../../partner-content';
import { ItemGrid, PartnerClosing, PartnerPage, PartnerSection } from '../PartnerPageParts/PartnerPageParts';

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

/** /partners/corporate: why and how companies partner with the donation network. */
export function CorporatePartnersPage() {
  return (
    <PartnerPage {...CORPORATE_PAGE} action={<LinkButton to={CORPORATE_PARTNER_CONTACT_PATH}>Become a Partner</LinkButton>}>
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
        <GridList aria-label="Partner logos" minColumnWidth={150} gap={16}>
          {Array.from({ length: PARTNER_LOGO_PLACEHOLDERS }, (_, index) => (
            <LogoPlaceholder key={index}>Partner logo</LogoPlaceholder>
          ))}
        </GridList>
      </PartnerSection>

      <PartnerClosing
        id="corporate-cta-heading"
        title="Ready to make a difference?"
        text="Tell us about your company and we will suggest a programme that fits."
      >
        <LinkButton to={CORPORATE_PARTNER_CONTACT_PATH} variant="secondary">
          Contact Our Partnerships Team
        </LinkButton>
      </PartnerClosing>
    </PartnerPage>
  );
}
