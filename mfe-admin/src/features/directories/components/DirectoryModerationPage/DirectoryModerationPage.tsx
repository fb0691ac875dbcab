import { useState, type FormEvent } from 'react';
import { DIRECTORY_VERIFICATION_STATUSES, type Directory, type DirectoryVerificationStatus } from '@donation-network/shared-rules';
import {
  Badge,
  Button,
  FilterSelect,
  FilterText,
  InlineSelect,
  TableCell,
  TableRow,
  notify,
  formatDate,
} from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import styled from 'styled-components';
import {
  DIRECTORY_PAGE_SIZE,
  fetchDirectoryProfiles,
  setDirectoryHidden,
  setDirectoryVerification,
  type DirectoryProfile,
  type VerificationFilter,
  type VisibilityFilter,
} from '../../api/directory-moderation';
import { label } from '../../../../lib/format';
import { AdminPage } from '../../../../components/AdminPage/AdminPage';
import { FilterBar } from '../../../../components/FilterBar/FilterBar';
import { AdminListView, AdminTable, useAdminList } from '../../../../components/AdminList/AdminList';

export const DIRECTORY_MODERATION_HEADING = 'Directory moderation';

const DIRECTORY_OPTIONS = [
  { value: 'founder', label: 'Founders' },
  { value: 'investor', label: 'Investors' },
];

const VERIFICATION_OPTIONS = [
  { value: 'all', label: 'All' },
  ...DIRECTORY_VERIFICATION_STATUSES.map((status) => ({ value: status, label: label(status) })),
];

const VISIBILITY_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'visible', label: 'Visible' },
  { value: 'hidden', label: 'Hidden' },
];

const SearchForm = styled.form`
  display: flex;
  align-items: flex-end;
  gap: 8px;

  > :first-child {
    flex: 1 1 auto;
  }
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

interface Moderation {
  verificationStatus: DirectoryVerificationStatus;
  isHidden: boolean;
}

function ProfileRow({ directory, profile }: { directory: Directory; profile: DirectoryProfile }) {
  const [state, setState] = useState<Moderation>({ verificationStatus: profile.verificationStatus, isHidden: profile.isHidden });
  const [busy, setBusy] = useState(false);
  const name = profile.name.trim() || (directory === 'investor' ? 'Individual investor' : 'Unnamed company');

  const changeVerification = async (next: DirectoryVerificationStatus) => {
    setBusy(true);
    try {
      await setDirectoryVerification(directory, profile.id, next);
      setState((current) => ({ ...current, verificationStatus: next }));
      notify({ title: 'Verification updated', description: `${name} is now ${next}.`, variant: 'success' });
    } catch (error) {
      notify({ title: "Couldn't change the verification", description: friendlyErrorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const toggleHidden = async () => {
    const hidden = !state.isHidden;
    setBusy(true);
    try {
      await setDirectoryHidden(directory, profile.id, hidden);
      setState((current) => ({ ...current, isHidden: hidden }));
      notify({
        title: hidden ? 'Profile hidden' : 'Profile shown',
        description: hidden ? `${name} no longer appears in the directory.` : `${name} appears in the directory again.`,
        variant: 'success',
      });
    } catch (error) {
      notify({ title: "Couldn't change the visibility", description: friendlyErrorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <TableRow>
      <TableCell>
        {name}
        <Muted>
          {profile.category} · {profile.location} · listed {formatDate(profile.createdAt)}
        </Muted>
      </TableCell>
      <TableCell>
        <InlineSelect
          aria-label={`Verification of ${name}`}
          value={state.verificationStatus}
          disabled={busy}
          onChange={(event) => void changeVerification(event.target.value as DirectoryVerificationStatus)}
        >
          {DIRECTORY_VERIFICATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {label(status)}
            </option>
          ))}
        </InlineSelect>
      </TableCell>
      <TableCell>{state.isHidden ? <Badge variant="danger">Hidden</Badge> : <Badge variant="secondary">Visible</Badge>}</TableCell>
      <TableCell>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void toggleHidden()}
          loading={busy}
          disabled={busy}
          aria-label={`${state.isHidden ? 'Show' : 'Hide'} ${name}`}
        >
          {state.isHidden ? 'Show' : 'Hide'}
        </Button>
      </TableCell>
    </TableRow>
  );
}

function DirectoryModeration() {
  const list = useAdminList({
    name: 'directory-profiles',
    initialFilters: {
      directory: 'founder' as Directory,
      verification: 'all' as VerificationFilter,
      visibility: 'all' as VisibilityFilter,
      search: '',
    },
    pageSize: DIRECTORY_PAGE_SIZE,
    read: (filters, page, signal) => fetchDirectoryProfiles({ ...filters, page }, signal),
  });
  const { directory, verification, visibility } = list.filters;
  const [draft, setDraft] = useState('');

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    list.filterBy({ search: draft.trim() });
  };

  return (
    <>
      <FilterBar>
        <FilterSelect
          label="Directory"
          value={directory}
          options={DIRECTORY_OPTIONS}
          onValueChange={(value) => list.filterBy({ directory: value as Directory })}
        />
        <FilterSelect
          label="Verification"
          value={verification}
          options={VERIFICATION_OPTIONS}
          onValueChange={(value) => list.filterBy({ verification: value as VerificationFilter })}
        />
        <FilterSelect
          label="Visibility"
          value={visibility}
          options={VISIBILITY_OPTIONS}
          onValueChange={(value) => list.filterBy({ visibility: value as VisibilityFilter })}
        />
        <SearchForm role="search" aria-label="Search profiles" onSubmit={submitSearch}>
          <FilterText label="Name, category or location" type="search" value={draft} onValueChange={setDraft} />
          <Button type="submit">Search</Button>
        </SearchForm>
      </FilterBar>
      <AdminListView list={list} noun={{ one: 'profile', other: 'profiles' }} emptyText="No profiles match these filters.">
        {(profiles) => (
          <AdminTable
            label={directory === 'founder' ? 'Founder profiles' : 'Investor profiles'}
            minWidth="680px"
            headers={['Profile', 'Verification', 'Visibility', 'Action']}
          >
            {profiles.map((profile) => (
              <ProfileRow key={`${directory}-${profile.id}`} directory={directory} profile={profile} />
            ))}
          </AdminTable>
        )}
      </AdminListView>
    </>
  );
}

/** /admin/directories: verification status of founder and investor profiles, and hiding a profile from the directories. */
export function DirectoryModerationPage() {
  return (
    <AdminPage
      title={DIRECTORY_MODERATION_HEADING}
      subtitle="Set the verification status of founder and investor profiles, or hide a profile."
    >
      <DirectoryModeration />
    </AdminPage>
  );
}
