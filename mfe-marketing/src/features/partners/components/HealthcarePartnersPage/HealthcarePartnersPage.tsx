import { useState } from 'react';
import styled from 'styled-components';
import { sectionsOtherThan, usePageContent } from '@donation-network/portal-session';
import type { PageContent } from '@donation-network/shared-rules';
import { Button, GridList, LinkButton, notify, saveBlob } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import { buildGuidePdf } from '../../guide/guide-pdf';
import { GUIDE_FAILED_MESSAGE, PARTNERSHIP_GUIDE_FILE, healthcarePartnershipGuide } from '../../guide/partnership-guide';
import { HEALTHCARE_BANDS, HEALTHCARE_PAGE_CONTENT } from '../../healthcare-page-content';
import {
  HEALTHCARE_BENEFITS,
  HEALTHCARE_PARTNER_CONTACT_PATH,
  HEALTHCARE_PARTNER_TYPES,
  HEALTHCARE_PROCESS,
  HEALTHCARE_SPOTLIGHT,
  PARTNERSHIP_GUIDE_LABEL,
} from '../../partner-content';
import { bandTexts } from '../../partner-page-content';
import { AddedSections, ItemGrid, PartnerClosing, PartnerPage, PartnerSection } from '../PartnerPageParts/PartnerPageParts';

const Step = styled.li`
  display: flex;
  gap: 16px;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h3 {
    margin: 0 0 4px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StepNumber = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Spotlight = styled.figure`
  margin: 0;
  padding: 32px;
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  blockquote,
  blockquote p {
    margin: 0;
  }

  blockquote {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }

  figcaption {
    margin-top: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  ${({ theme }) => theme.media.mobile} {
    padding: 20px;

    blockquote {
      font-size: ${({ theme }) => theme.fontSizes.lg};
    }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
`;

/** 'Download Partnership Guide': the page's content as a PDF, built in the browser. */
function GuideButton({ content }: { content: PageContent }) {
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      saveBlob(await buildGuidePdf(healthcarePartnershipGuide(content, window.location.origin)), PARTNERSHIP_GUIDE_FILE);
    } catch (error) {
      notify({ title: 'Download failed', description: friendlyErrorMessage(error, GUIDE_FAILED_MESSAGE), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button type="button" variant="outline" loading={pending} onClick={() => void download()}>
      {PARTNERSHIP_GUIDE_LABEL}
    </Button>
  );
}

/** /partners/healthcare: how hospitals, blood banks and clinics join the donation network. */
export function HealthcarePartnersPage() {
  const { content } = usePageContent(HEALTHCARE_PAGE_CONTENT);
  const band = bandTexts(content, HEALTHCARE_BANDS);

  return (
    <PartnerPage
      content={content}
      intro={band.intro.content}
      action={<LinkButton to={HEALTHCARE_PARTNER_CONTACT_PATH}>Apply to Partner</LinkButton>}
    >
      <PartnerSection id="healthcare-benefits" title={band.benefits.title} intro={band.benefits.content}>
        <ItemGrid items={HEALTHCARE_BENEFITS} label="Benefits for healthcare partners" />
      </PartnerSection>

      <PartnerSection id="healthcare-process" title={band.process.title} intro={band.process.content}>
        <GridList ordered aria-label="Partnership process" minColumnWidth={300} gap={16}>
          {HEALTHCARE_PROCESS.map((step, index) => (
            <Step key={step.title}>
              <StepNumber aria-hidden="true">{index + 1}</StepNumber>
              <div>
                <h3>{step.title}</h3>
                <p>{step.description}</p>
              </div>
            </Step>
          ))}
        </GridList>
      </PartnerSection>

      <PartnerSection id="healthcare-types" title={band.types.title} intro={band.types.content}>
        <ItemGrid items={HEALTHCARE_PARTNER_TYPES} label="Partner types" minColumnWidth={220} />
      </PartnerSection>

      <PartnerSection id="healthcare-spotlight" title={band.spotlight.title} intro={band.spotlight.content}>
        <Spotlight>
          <blockquote>
            <p>“{HEALTHCARE_SPOTLIGHT.quote}”</p>
          </blockquote>
          <figcaption>{HEALTHCARE_SPOTLIGHT.attribution}</figcaption>
        </Spotlight>
      </PartnerSection>

      <AddedSections pageId={content.pageId} sections={sectionsOtherThan(content, Object.keys(HEALTHCARE_BANDS))} />

      <PartnerClosing id="healthcare-closing-heading" title={band.closing.title} text={band.closing.content}>
        <Actions>
          <GuideButton content={content} />
          <LinkButton to={HEALTHCARE_PARTNER_CONTACT_PATH}>Start Your Application</LinkButton>
        </Actions>
      </PartnerClosing>
    </PartnerPage>
  );
}
