import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Container, PageHeading, Tab, TabList, TabPanel, Tabs, SpreadRow, useScrollToTop } from 'shared-ui';
import {
  COMPLAINT_REVIEW_BUSINESS_DAYS,
  LEGAL_DOCUMENTS,
  LEGAL_LAST_UPDATED,
  LEGAL_SUPPORT_CONTACT_PATH,
  type LegalTab,
} from '../../legal-content';
import { LegalDocument } from '../LegalDocument/LegalDocument';

const Page = styled(Container)`
  padding-top: 48px;
  padding-bottom: 64px;

  ${({ theme }) => theme.media.mobile} {
    padding-top: 32px;
    padding-bottom: 40px;
  }
`;

const Updated = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const DocumentCard = styled(Card)`
  margin-top: 16px;
  padding: 32px;

  ${({ theme }) => theme.media.mobile} {
    padding: 20px 16px;
  }
`;

const Help = styled(SpreadRow)`
  margin-top: 32px;
  padding: 20px 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const HelpTitle = styled.h2`
  margin: 0 0 4px;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const ContactLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  text-underline-offset: 3px;

  &:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;

export interface LegalPageProps {
  /** The tab shown first: /terms and /legal open 'terms', /privacy opens 'privacy'. */
  initialTab?: LegalTab;
}

const TAB_ORDER: readonly LegalTab[] = ['terms', 'privacy'];

/** /legal, /terms and /privacy: Terms & Conditions and Privacy Policy in two tabs. */
export function LegalPage({ initialTab = 'terms' }: LegalPageProps) {
  useScrollToTop();

  return (
    <Page as="article">
      <PageHeading title="Terms & Privacy" subtitle="How our donation network works, and how we look after your information.">
        <Updated>Last updated: {LEGAL_LAST_UPDATED}</Updated>
      </PageHeading>

      <Tabs defaultValue={initialTab}>
        <TabList aria-label="Legal documents">
          {TAB_ORDER.map((tab) => (
            <Tab key={tab} value={tab}>
              {LEGAL_DOCUMENTS[tab].title}
            </Tab>
          ))}
        </TabList>
        {TAB_ORDER.map((tab) => (
          <TabPanel key={tab} value={tab}>
            <DocumentCard>
              <LegalDocument document={LEGAL_DOCUMENTS[tab]} />
            </DocumentCard>
          </TabPanel>
        ))}
      </Tabs>

      <Help as="aside" aria-labelledby="legal-help-title">
        <div>
          <HelpTitle id="legal-help-title">Questions about these policies?</HelpTitle>
          <p>
            Our legal support team reviews every request and complaint within {COMPLAINT_REVIEW_BUSINESS_DAYS} business
            days.
          </p>
        </div>
        <ContactLink to={LEGAL_SUPPORT_CONTACT_PATH}>Contact us</ContactLink>
      </Help>
    </Page>
  );
}
