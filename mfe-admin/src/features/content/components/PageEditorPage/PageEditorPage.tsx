import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { fetchPageContent, usePortalRead } from '@donation-network/portal-session';
import { PAGE_PATHS, isPageId, type PageId } from '@donation-network/shared-rules';
import { Alert, Container, DataState, LinkButton, PageHeading, usePageMeta } from '@donation-network/shared-ui';
import { ADMIN_PATHS } from '../../../../lib/admin-paths';
import { PageEditor } from '../PageEditor/PageEditor';

export const UNKNOWN_PAGE_TITLE = 'No such page';

const Page = styled.section`
  padding: 32px 0 64px;

  ${({ theme }) => theme.media.mobile} {
    padding: 16px 0 40px;
  }
`;

function BackToList() {
  return (
    <LinkButton to={ADMIN_PATHS.content} variant="ghost">
      All pages
    </LinkButton>
  );
}

/** /admin/content/:pageId: the editor of one managed page, or a friendly message for an unknown id. */
export function PageEditorPage() {
  const { pageId } = useParams();
  usePageMeta(isPageId(pageId) ? `Edit ${pageId}` : UNKNOWN_PAGE_TITLE, 'Edit a page of the site.');
  return (
    <Page>
      <Container>
        {isPageId(pageId) ? (
          <PageEditorLoader key={pageId} pageId={pageId} />
        ) : (
          <>
            <PageHeading title={UNKNOWN_PAGE_TITLE} subtitle={`There is no managed page called "${pageId ?? ''}".`} />
            <LinkButton to={ADMIN_PATHS.content}>Back to all pages</LinkButton>
          </>
        )}
      </Container>
    </Page>
  );
}

function PageEditorLoader({ pageId }: { pageId: PageId }) {
  const page = usePortalRead({ queryKey: ['admin', 'page-content', pageId], read: (signal) => fetchPageContent(pageId, signal) });
  const path = PAGE_PATHS[pageId];
  return (
    <>
      <PageHeading
        title={`Edit ${page.data?.title || pageId}`}
        subtitle={`Page "${pageId}", published at ${path}`}
        actions={
          <>
            <BackToList />
            <LinkButton to={path} variant="outline">
              View page
            </LinkButton>
          </>
        }
      />
      <DataState result={page} loadingLabel="Loading the page" errorTitle="Couldn't load the page">
        {() =>
          page.data ? (
            <PageEditor pageId={pageId} initial={page.data} />
          ) : (
            <Alert variant="warning" title="This page has no stored content">
              The database has no row for this page, so there is nothing to edit. It is created with the database seed.
            </Alert>
          )
        }
      </DataState>
    </>
  );
}
