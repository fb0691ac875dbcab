import { PageHeading, pageTitle, Tab, TabList, TabPanel, Tabs, useScrollToTop } from 'shared-ui';
import { LEGAL_DOCUMENTS, LEGAL_LAST_UPDATED, type LegalTab } from '../../legal-content';
import { LegalDocument } from '../LegalDocument/LegalDocument';
import { LegalHelp } from '../LegalHelp/LegalHelp';
import { DocumentCard, LastUpdated, LegalFrame } from '../LegalLayout/LegalLayout';

export interface LegalPageProps {
  /** The tab shown first: /terms and /legal open 'terms', /privacy opens 'privacy'. */
  initialTab?: LegalTab;
}

const TAB_ORDER: readonly LegalTab[] = ['terms', 'privacy'];

/** /legal, /terms and /privacy: Terms & Conditions and Privacy Policy in two tabs. */
export function LegalPage({ initialTab = 'terms' }: LegalPageProps) {
  useScrollToTop();

  return (
    <LegalFrame as="article">
      <title>{pageTitle('Terms & Privacy')}</title>
      <PageHeading title="Terms & Privacy" subtitle="How our donation network works, and how we look after your information.">
        <LastUpdated>Last updated: {LEGAL_LAST_UPDATED}</LastUpdated>
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

      <LegalHelp />
    </LegalFrame>
  );
}
