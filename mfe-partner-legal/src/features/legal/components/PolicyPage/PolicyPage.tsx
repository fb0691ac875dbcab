import { PageHeading, pageTitle, useScrollToTop } from 'shared-ui';
import type { LegalDocumentContent } from '../../legal-content';
import { LegalDocument } from '../LegalDocument/LegalDocument';
import { LegalHelp } from '../LegalHelp/LegalHelp';
import { DocumentCard, LastUpdated, LegalFrame } from '../LegalLayout/LegalLayout';

export interface PolicyPageProps {
  document: LegalDocumentContent;
  /** e.g. 'April 1, 2025'. */
  lastUpdated: string;
  subtitle: string;
}

/** A legal page holding one policy: its title as the h1, the last-updated date, the document and the contact box. */
export function PolicyPage({ document, lastUpdated, subtitle }: PolicyPageProps) {
  useScrollToTop();

  return (
    <LegalFrame as="article">
      <title>{pageTitle(document.title)}</title>
      <PageHeading title={document.title} subtitle={subtitle}>
        <LastUpdated>Last updated: {lastUpdated}</LastUpdated>
      </PageHeading>
      <DocumentCard>
        <LegalDocument document={document} showTitle={false} />
      </DocumentCard>
      <LegalHelp />
    </LegalFrame>
  );
}
