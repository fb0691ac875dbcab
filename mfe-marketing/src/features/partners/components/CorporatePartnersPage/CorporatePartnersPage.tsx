import styled from 'styled-components';
import { sectionsOtherThan, usePageContent } from '@donation-network/portal-session';
import { GridList, LinkButton } from '@donation-network/shared-ui';
import { CORPORATE_BANDS, CORPORATE_PAGE_CONTENT } from '../../corporate-page-content';
import {
  CORPORATE_BENEFITS,
  CORPORATE_OPPORTUNITIES,
  CORPORATE_PARTNER_CONTACT_PATH,
  PARTNER_LOGO_PLACEHOLDERS,
} from '../../partner-content';
import { bandTexts } from '../../partner-page-content';
import { AddedSections, ItemGrid, PartnerClosing, PartnerPage, PartnerSection } from '../PartnerPageParts/PartnerPageParts';

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
  const { content } = usePageContent(CORPORATE_PAGE_CONTENT);
  const band = bandTexts(content, CORPORATE_BANDS);

  return (
    <PartnerPage
      content={content}
      intro={band.intro.content}
      action={<LinkButton to={CORPORATE_PARTNER_CONTACT_PATH}>Become a Partner</LinkButton>}
    >
      <PartnerSection id="corporate-benefits" title={band.benefits.title} intro={band.benefits.content}>
        <ItemGrid items={CORPORATE_BENEFITS} label="Benefits for corporate partners" minColumnWidth={220} />
      </PartnerSection>

      <PartnerSection id="corporate-opportunities" title={band.opportunities.title} intro={band.opportunities.content}>
        <ItemGrid items={CORPORATE_OPPORTUNITIES} label="Partnership opportunities" />
      </PartnerSection>

      <PartnerSection id="corporate-partners" title={band.partners.title} intro={band.partners.content}>
        <GridList aria-label="Partner logos" minColumnWidth={150} gap={16} maxColumns={PARTNER_LOGO_PLACEHOLDERS}>
          {Array.from({ length: PARTNER_LOGO_PLACEHOLDERS }, (_, index) => (
            <LogoPlaceholder key={index}>Partner logo</LogoPlaceholder>
          ))}
        </GridList>
      </PartnerSection>

      <AddedSections pageId={content.pageId} sections={sectionsOtherThan(content, Object.keys(CORPORATE_BANDS))} />

      <PartnerClosing id="corporate-closing-heading" title={band.closing.title} text={band.closing.content}>
        <LinkButton to={CORPORATE_PARTNER_CONTACT_PATH} variant="secondary">
          Contact Our Partnerships Team
        </LinkButton>
      </PartnerClosing>
    </PartnerPage>
  );
}
