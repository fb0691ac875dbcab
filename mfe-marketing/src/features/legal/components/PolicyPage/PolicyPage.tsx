import type { PageContent } from '@donation-network/shared-rules';
import { usePageContent } from '@donation-network/portal-session';
import { PageFrame, PageHeading, usePageMeta, useScrollToTop } from '@donation-network/shared-ui';
import { LegalDocument } from '../LegalDocument/LegalDocument';
import { LegalHelp } from '../LegalHelp/LegalHelp';
import { DocumentCard, LastUpdated } from '../LegalLayout/LegalLayout';

export interface PolicyPageProps {
  /** The page's code text, shown until (and unless) its managed content is read. */
  fallback: PageContent;
  /** e.g. 'April 1, 2025'. */
  lastUpdated: string;
  subtitle: string;
}

/** A legal page holding one policy: its title as the h1, the last-updated date, the document and the contact box. */
export function PolicyPage({ fallback, lastUpdated, subtitle }: PolicyPageProps) {
  useScrollToTop();
  const { content } = usePageContent(fallback);
  usePageMeta(content.title, content.description);
  return (
    <PageFrame as="article">
      <PageHeading title={content.title} subtitle={subtitle}>
        <LastUpdated>Last updated: {lastUpdated}</LastUpdated>
      </PageHeading>
      <DocumentCard>
        <LegalDocument content={content} showTitle={false} />
      </DocumentCard>
      <LegalHelp />
    </PageFrame>
  );
}
