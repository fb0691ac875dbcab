import { usePortalRead } from '@donation-network/portal-session';
import { useState } from 'react';
import styled from 'styled-components';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Dialog, SpreadRow, notify } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import {
  addFamilyMember,
  listFamilyMembers,
  removeFamilyMember,
  updateFamilyMember,
  type FamilyMember,
  type FamilyMemberFields,
} from '../../api/family-members';
import { CompactListState, type CompactListTexts } from '../../../../components/CompactListState/CompactListState';
import { FamilyMemberDialog } from '../FamilyMemberDialog/FamilyMemberDialog';

const MemberList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const MemberItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const MemberName = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

const MemberFacts = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const MemberActions = styled.div`
  display: flex;
  gap: 8px;
`;

const MEMBER_LIST_TEXTS: CompactListTexts = {
  loading: 'Loading family members...',
  failed: 'Your family members could not be loaded. Please try again.',
  empty: 'No family members added yet.',
};

type Editing = { member: FamilyMember | null } | null;

export interface FamilyMembersTabProps {
  userId: string;
}

/** The user's family members: list, add, edit and remove (after a confirmation). */
export function FamilyMembersTab({ userId }: FamilyMembersTabProps) {
  const members = usePortalRead({ queryKey: ['recipient', 'family-members', userId], read: (signal) => listFamilyMembers(userId, signal) });
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<FamilyMember | null>(null);
  const [removePending, setRemovePending] = useState(false);

  const save = async (fields: FamilyMemberFields) => {
    const member = editing?.member ?? null;
    try {
      if (member) await updateFamilyMember(member.id, fields);
      else await addFamilyMember(fields);
    } catch (error) {
      const fallback = `There was a problem ${member ? 'updating' : 'adding'} the family member.`;
      notify({ title: 'Error', description: friendlyErrorMessage(error, fallback), variant: 'destructive' });
      return;
    }
    notify({
      title: member ? 'Family member updated' : 'Family member added',
      description: member ? `${fields.name}'s details have been saved.` : `${fields.name} has been added to your family members.`,
      variant: 'success',
    });
    setEditing(null);
    members.retry();
  };

  const remove = async () => {
    if (!removing) return;
    setRemovePending(true);
    try {
      await removeFamilyMember(removing.id);
      notify({ title: 'Family member removed', description: `${removing.name} has been removed.`, variant: 'success' });
      setRemoving(null);
      members.retry();
    } catch (error) {
      notify({
        title: 'Error',
        description: friendlyErrorMessage(error, 'There was a problem removing the family member.'),
        variant: 'destructive',
      });
    } finally {
      setRemovePending(false);
    }
  };

  return (
    <Card as="section" aria-labelledby="family-members-title">
      <CardHeader>
        <SpreadRow>
          <div>
            <CardTitle as="h3" id="family-members-title">
              Family Members
            </CardTitle>
            <CardDescription>The people you may request services for.</CardDescription>
          </div>
          <Button type="button" onClick={() => setEditing({ member: null })}>
            Add Family Member
          </Button>
        </SpreadRow>
      </CardHeader>
      <CardContent>
        <CompactListState result={members} texts={MEMBER_LIST_TEXTS}>
          {(items) => (
            <MemberList aria-label="Family members">
              {items.map((member) => (
                <MemberItem key={member.id}>
                  <div>
                    <MemberName>{member.name}</MemberName>
                    <MemberFacts>
                      {member.relationship} · {member.age} {member.age === 1 ? 'year' : 'years'} · {member.gender}
                    </MemberFacts>
                  </div>
                  <MemberActions>
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      onClick={() => setEditing({ member })}
                      aria-label={`Edit ${member.name}`}
                    >
                      Edit
                    </Button>
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      onClick={() => setRemoving(member)}
                      aria-label={`Remove ${member.name}`}
                    >
                      Remove
                    </Button>
                  </MemberActions>
                </MemberItem>
              ))}
            </MemberList>
          )}
        </CompactListState>
      </CardContent>

      <FamilyMemberDialog
        // a fresh form for every member opened
        key={editing?.member?.id ?? 'new'}
        open={editing !== null}
        member={editing?.member ?? null}
        onClose={() => setEditing(null)}
        onSave={save}
      />
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title="Remove family member?"
        description={removing ? `${removing.name} will be removed from your family members.` : undefined}
        footer={
          <>
            <Button type="button" variant="outline" onClick={() => setRemoving(null)}>
              Cancel
            </Button>
            <Button type="button" variant="destructive" loading={removePending} onClick={() => void remove()}>
              Remove
            </Button>
          </>
        }
      />
    </Card>
  );
}
