import type { PortalRead } from '@donation-network/portal-session';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  DataState,
  LinkButton,
  PageFrame,
  SpreadRow,
  TabList,
  useServerPageRecord,
} from '@donation-network/shared-ui';
import { DIRECTORY_DOCUMENTS_BUCKET, DIRECTORY_PLANS_PATH, DIRECTORY_PREMIUM_MESSAGES } from '@donation-network/shared-rules';
import { openStoredFile } from '../../lib/open-stored-file';
import { SplitLayout } from '../PageLayout/PageLayout';

/** Layout, states and sidebar cards shared by the founder and investor profile pages. */
export const ProfilePage = PageFrame;

/** The tabs beside the sidebar. */
export const ProfileLayout = styled(SplitLayout).attrs({ $columns: 'minmax(0, 1fr) 300px' })``;

/** The profile's tabs wrap onto a second row on a narrow screen: every tab stays in view (none hides in a scroller). */
export const ProfileTabList = styled(TabList)`
  && {
    display: flex;
    flex-wrap: wrap;
    overflow-x: visible;
  }
`;

export const Sidebar = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

export const Muted = styled.p`
  margin: 0;
  max-width: 56ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 16px;
  margin: 24px 0 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 4px 0 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Row = styled(SpreadRow).attrs({ as: 'li' })`
  gap: 8px;
`;

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  padding: 80px 16px;
  text-align: center;
`;

const Block = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
`;

/** The profile page while its profile loads ('Loading founder profile...') or after the read failed (alert with Retry). */
export function ProfileLoadState({ result, loadingLabel }: { result: PortalRead<unknown>; loadingLabel: string }) {
  return (
    <ProfilePage>
      <DataState result={result} loadingLabel={loadingLabel} />
    </ProfilePage>
  );
}

/**
 * 'Founder Not Found' / 'Investor Not Found': missing and hidden profiles look the same (no hint that a hidden
 * one exists), with a way back. Rendered on the portal's server, the answer is a 404 (search engines drop the page).
 */
export function ProfileNotFound({ kind, backTo, backLabel }: { kind: 'founder' | 'investor'; backTo: string; backLabel: string }) {
  const serverPage = useServerPageRecord();
  serverPage?.setStatus(404);
  const title = kind === 'founder' ? 'Founder Not Found' : 'Investor Not Found';
  return (
    <ProfilePage>
      <Centered>
        <h1>{title}</h1>
        <Muted>The {kind} you're looking for doesn't exist or you don't have permission to view this profile.</Muted>
        <LinkButton to={backTo} variant="outline">
          {backLabel}
        </LinkButton>
      </Centered>
    </ProfilePage>
  );
}

/** A card with a title; used for tab panels and sidebar cards. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/**
 * What visitors see instead of team, portfolio and documents. Signed out: `team` (team, portfolio) '... is available to
 * subscribed users only.' + Register to View; `premium` (documents) 'Documents available with premium access' + Get
 * Premium Access (to /register). A signed-in member without directory premium (`signedIn`) is led to the plans instead.
 */
export function RestrictedNotice({ kind, subject, signedIn = false }: { kind: 'team' | 'premium'; subject?: string; signedIn?: boolean }) {
  return (
    <Block data-testid="restricted-notice">
      {kind === 'team' ? (
        <>
          <Muted>{subject} is available to subscribed users only.</Muted>
          <LinkButton to="/register" size="sm">
            Register to View
          </LinkButton>
        </>
      ) : (
        <>
          <Muted>{DIRECTORY_PREMIUM_MESSAGES.documentsNeedPremium}</Muted>
          <LinkButton to={signedIn ? DIRECTORY_PLANS_PATH : '/register'} size="sm">
            Get Premium Access
          </LinkButton>
        </>
      )}
    </Block>
  );
}

/** A profile document: a link hosted elsewhere (url) or a file uploaded to the private directory-documents bucket (object_path). */
export interface ProfileDocument {
  name: string;
  url: string | null;
  object_path?: string | null;
}

/** Name + Download rows (uploaded files open in a new tab for signed-in readers); `empty` when there are none. */
export function DocumentList({ documents, empty }: { documents: ProfileDocument[]; empty: string }) {
  if (documents.length === 0) return <Muted>{empty}</Muted>;
  return (
    <List aria-label="Documents">
      {documents.map((document) => (
        <Row key={document.name}>
          <span>{document.name}</span>
          {document.object_path ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-label={`Download ${document.name}`}
              onClick={() => void openStoredFile(DIRECTORY_DOCUMENTS_BUCKET, document.object_path as string)}
            >
              Download
            </Button>
          ) : (
            document.url && (
              <LinkButton to={document.url} external variant="outline" size="sm" aria-label={`Download ${document.name}`}>
                Download
              </LinkButton>
            )
          )}
        </Row>
      ))}
    </List>
  );
}

/** Sidebar Connect card: a line of text and the intro request button (`children`). */
export function ConnectCard({ text, children }: { text: string; children: ReactNode }) {
  return (
    <Section title="Connect">
      <Block>
        <Muted>{text}</Muted>
        {children}
      </Block>
    </Section>
  );
}

const STANDARDS: Record<'founder' | 'investor', string[]> = {
  founder: ['Verification status', 'Company history', 'Team credentials', 'Achievements'],
  investor: ['Verification status', 'Investment history', 'References', 'Reputation'],
};

/** Sidebar Verification Standards card: what the credibility score is based on, so visitors can judge it. */
export function VerificationStandardsCard({ kind }: { kind: 'founder' | 'investor' }) {
  return (
    <Section title="Verification Standards">
      <Block>
        <Muted>The credibility score (out of 100) is based on:</Muted>
        <List as="ul" style={{ listStyle: 'disc', paddingLeft: 20, gap: 4 }}>
          {STANDARDS[kind].map((item) => (
            <li key={item}>{item}</li>
          ))}
        </List>
      </Block>
    </Section>
  );
}
