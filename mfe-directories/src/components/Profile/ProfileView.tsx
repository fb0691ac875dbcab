import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { recordViewMarker, usePortalRead, useRecordView } from '@donation-network/portal-session';
import { LinkButton, PageHeading, Tab, TabPanel, Tabs, usePageMeta } from '@donation-network/shared-ui';
import type { VerificationStatus } from '../../lib/directory-spec';
import { VerificationBadge } from '../VerificationBadge/VerificationBadge';
import {
  DocumentList,
  Facts,
  Meta,
  ProfileLayout,
  ProfileLoadState,
  ProfileNotFound,
  ProfilePage,
  ProfileTabList,
  Section,
  type ProfileDocument,
  Sidebar,
  VerificationStandardsCard,
} from './Profile';
import { SignedInContent, type SignedInContentProps } from './SignedInContent';

/** The columns every directory profile has. */
export interface ProfileBase {
  id: string;
  location: string;
  website: string | null;
  linkedin_url: string | null;
  verification_status: VerificationStatus;
}

export interface ProfileTab {
  value: string;
  label: string;
  content: ReactNode;
}

/** What one loaded profile shows. */
export interface ProfileContent {
  title: string;
  /** The page's meta description (search results, link previews). */
  description: string;
  /** Before the location in the line under the title (industry, investor type). */
  category: string;
  /** After the location, before the verification badge. */
  badge?: ReactNode;
  /** After Website and LinkedIn. */
  action?: ReactNode;
  tabs: ProfileTab[];
  /** Sidebar cards; Verification Standards follows them. */
  sidebar: ReactNode;
}

/** Everything that makes one kind of profile page (founder, investor) different from the other. */
export interface ProfileConfig<T extends ProfileBase> {
  kind: 'founder' | 'investor';
  /** One profile by id, or null when missing; a failed read throws. */
  load: (id: string, signal: AbortSignal) => Promise<T | null>;
  /** Its directory, where Not Found leads back. */
  basePath: string;
  render: (profile: T) => ProfileContent;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A profile page (`/founders/:id`, `/investors/:id`): loading, error and not-found states, heading, tabs and
 * sidebar. The profile is read while the page renders on the portal's server, so its HTML carries it.
 */
export function ProfileView<T extends ProfileBase>({ config }: { config: ProfileConfig<T> }) {
  const { id = '' } = useParams();
  const result = usePortalRead({ queryKey: ['directory-profile', config.kind, id], read: (signal) => config.load(id, signal) });
  const Kind = capitalised(config.kind);
  const profile = result.status === 'success' ? result.data : undefined;
  const content = profile ? config.render(profile) : null;
  const viewedKind = `${config.kind}_profile` as const;
  useRecordView(viewedKind, profile ? id : undefined);
  usePageMeta(
    content?.title ?? (profile === null ? `${Kind} Not Found` : `${Kind} Profile`),
    content?.description ?? `A ${config.kind} profile in the ${Kind}s Directory.`,
  );

  if (profile === undefined) return <ProfileLoadState result={result} loadingLabel={`Loading ${config.kind} profile...`} />;
  if (!profile || !content) return <ProfileNotFound kind={config.kind} backTo={config.basePath} backLabel={`Back to ${Kind}s`} />;

  const [first] = content.tabs;
  return (
    <ProfilePage {...recordViewMarker(viewedKind, id)}>
      <PageHeading
        title={content.title}
        actions={
          <>
            {profile.website && (
              <LinkButton to={profile.website} external variant="outline" size="sm">
                Website
              </LinkButton>
            )}
            {profile.linkedin_url && (
              <LinkButton to={profile.linkedin_url} external variant="outline" size="sm">
                LinkedIn
              </LinkButton>
            )}
            {content.action}
          </>
        }
      >
        <Meta>
          <span>{content.category}</span>
          <span aria-hidden="true">·</span>
          <span>{profile.location}</span>
          {content.badge}
          <VerificationBadge status={profile.verification_status} />
        </Meta>
      </PageHeading>
      <ProfileLayout>
        <Tabs defaultValue={first?.value}>
          <ProfileTabList aria-label={`${Kind} profile`}>
            {content.tabs.map((tab) => (
              <Tab key={tab.value} value={tab.value}>
                {tab.label}
              </Tab>
            ))}
          </ProfileTabList>
          {content.tabs.map((tab) => (
            <TabPanel key={tab.value} value={tab.value}>
              {tab.content}
            </TabPanel>
          ))}
        </Tabs>
        <Sidebar aria-label={`About this ${config.kind}`}>
          {content.sidebar}
          <VerificationStandardsCard kind={config.kind} />
        </Sidebar>
      </ProfileLayout>
    </ProfilePage>
  );
}

/** Label and value pairs of an overview, as a `Facts` grid. */
export function FactList({ facts }: { facts: [label: string, value: ReactNode][] }) {
  return (
    <Facts>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Facts>
  );
}

/** A tab whose card shows rows of a signed-in-only table (signed-out visitors get the restriction text). */
export function signedInTab<T>(
  tab: { value: string; label: string; title: string },
  source: Omit<SignedInContentProps<T>, 'children' | 'name'>,
  render: (rows: T) => ReactNode,
): ProfileTab {
  return {
    value: tab.value,
    label: tab.label,
    content: (
      <Section title={tab.title}>
        <SignedInContent name={tab.value} {...source}>
          {render}
        </SignedInContent>
      </Section>
    ),
  };
}

/** The Documents tab: name and Download rows, for directory premium members, the profile's owner and admins. */
export function documentsTab(
  title: string,
  profile: { id: string; user_id: string | null },
  load: (id: string, signal: AbortSignal) => Promise<ProfileDocument[]>,
  empty: string,
): ProfileTab {
  return signedInTab(
    { value: 'documents', label: 'Documents', title },
    { id: profile.id, load, restriction: { kind: 'premium' }, premium: { ownerId: profile.user_id } },
    (documents) => <DocumentList documents={documents} empty={empty} />,
  );
}
