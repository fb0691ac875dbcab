import { usePortalRead } from '@donation-network/portal-session';
import styled from 'styled-components';
import {
  Container,
  DataState,
  LinkButton,
  PageHeading,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  TextLink,
  usePageMeta,
  VisuallyHidden,
} from '@donation-network/shared-ui';
import { fetchContentPages } from '../../api/content-pages';
import { pageEditorPath } from '../../../../lib/admin-paths';
import { SavedAt } from '../SavedAt/SavedAt';

export const CONTENT_PAGES_HEADING = 'Page content';

const Page = styled.section`
  padding: 32px 0 64px;

  ${({ theme }) => theme.media.mobile} {
    padding: 16px 0 40px;
  }
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const PageTitle = styled(TextLink)`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** /admin/content: the managed pages, each with its public link, version, last save and an Edit link. */
export function ContentPagesPage() {
  usePageMeta(CONTENT_PAGES_HEADING, 'Edit the titles, descriptions and sections of the site pages.');
  const pages = usePortalRead({ queryKey: ['admin', 'content-pages'], read: (signal) => fetchContentPages(signal) });

  return (
    <Page>
      <Container>
        <PageHeading title={CONTENT_PAGES_HEADING} subtitle="Edit the title, description and sections of each site page." />
        <DataState result={pages} loadingLabel="Loading pages" errorTitle="Couldn't load the pages">
          {() => (
            <Table aria-label="Managed pages">
              <TableHead>
                <TableRow>
                  <TableHeaderCell>Page</TableHeaderCell>
                  <TableHeaderCell>Public page</TableHeaderCell>
                  <TableHeaderCell>Version</TableHeaderCell>
                  <TableHeaderCell>Last updated</TableHeaderCell>
                  <TableHeaderCell>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </TableHeaderCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {pages.data?.map((page) => (
                  <TableRow key={page.pageId}>
                    <TableCell>
                      {/* the title opens the editor too: on a phone the Edit column is off to the side */}
                      <PageTitle to={pageEditorPath(page.pageId)}>{page.title ?? page.pageId}</PageTitle>
                      <Muted>{page.pageId}</Muted>
                    </TableCell>
                    <TableCell>
                      <TextLink to={page.path}>{page.path}</TextLink>
                    </TableCell>
                    <TableCell>{page.version ?? '—'}</TableCell>
                    <TableCell>
                      {page.updatedAt ? <SavedAt at={page.updatedAt} /> : 'Not stored yet'}
                      {page.updatedBy && <Muted>by {page.updatedBy}</Muted>}
                    </TableCell>
                    <TableCell>
                      <LinkButton
                        to={pageEditorPath(page.pageId)}
                        size="sm"
                        variant="outline"
                        aria-label={`Edit ${page.title ?? page.pageId}`}
                      >
                        Edit
                      </LinkButton>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </DataState>
      </Container>
    </Page>
  );
}
