import { useState } from 'react';
import type { PageContent } from '@donation-network/shared-rules';
import { usePageContent } from '@donation-network/portal-session';
import { PageFrame, PageHeading, Tab, TabList, TabPanel, Tabs, usePageMeta, useScrollToTop } from '@donation-network/shared-ui';
import { LEGAL_LAST_UPDATED, type LegalTab } from '../../legal-content';
import { PRIVACY_PAGE_CONTENT } from '../../privacy-page-content';
import { TERMS_PAGE_CONTENT } from '../../terms-page-content';
import { LegalDocument } from '../LegalDocument/LegalDocument';
import { LegalHelp } from '../LegalHelp/LegalHelp';
import { DocumentCard, LastUpdated } from '../LegalLayout/LegalLayout';

export interface LegalPageProps {
  /** The tab shown first: /terms and /legal open 'terms', /privacy opens 'privacy'. */
  initialTab?: LegalTab;
}

const TAB_ORDER: readonly LegalTab[] = ['terms', 'privacy'];

/**
 * /legal, /terms and /privacy: Terms & Conditions and Privacy Policy in two tabs, each from its
 * own managed page. The document title and meta description are the selected document's.
 */
export function LegalPage({ initialTab = 'terms' }: LegalPageProps) {
  useScrollToTop();
  const [selected, setSelected] = useState<LegalTab>(initialTab);
  const documents: Record<LegalTab, PageContent> = {
    terms: usePageContent(TERMS_PAGE_CONTENT).content,
    privacy: usePageContent(PRIVACY_PAGE_CONTENT).content,
  };
  usePageMeta(documents[selected].title, documents[selected].description);

  return (
    <PageFrame as="article">
      <PageHeading title="Terms & Privacy" subtitle="How our donation network works, and how we look after your information.">
        <LastUpdated>Last updated: {LEGAL_LAST_UPDATED}</LastUpdated>
      </PageHeading>
      <Tabs value={selected} onValueChange={(value) => setSelected(value as LegalTab)}>
        <TabList aria-label="Legal documents">
          {TAB_ORDER.map((tab) => (
            <Tab key={tab} value={tab}>
              {documents[tab].title}
            </Tab>
          ))}
        </TabList>
        {TAB_ORDER.map((tab) => (
          <TabPanel key={tab} value={tab}>
            <DocumentCard>
              <LegalDocument content={documents[tab]} />
            </DocumentCard>
          </TabPanel>
        ))}
      </Tabs>
      <LegalHelp />
    </PageFrame>
  );
}
