// The signed-in user's family members (public.family_members: owner only; the database checks
// every field with the messages of shared-rules' familyMemberError).
import { loadSupabase } from '@donation-network/portal-session';
import { readQuery, requestError } from '@donation-network/portal-data';
import type { FamilyGender, FamilyRelationship } from '@donation-network/shared-rules';

export interface FamilyMember {
  id: string;
  name: string;
  relationship: FamilyRelationship;
  age: number;
  gender: FamilyGender;
}

export type FamilyMemberFields = Omit<FamilyMember, 'id'>;

const COLUMNS = 'id, name, relationship, age, gender';

/** Oldest first, as they were added. Throws the server error (with its status). */
export async function listFamilyMembers(userId: string, signal?: AbortSignal): Promise<FamilyMember[]> {
  // admins read everyone's family members: the filter keeps this to the user's own
  const query = (await loadSupabase()).from('family_members').select(COLUMNS).eq('user_id', userId).order('created_at').order('id');
  const data = await readQuery(query, signal);
  return data ?? [];
}

export async function addFamilyMember(fields: FamilyMemberFields): Promise<FamilyMember> {
  const data = await readQuery((await loadSupabase()).from('family_members').insert(fields).select(COLUMNS).single());
  return data;
}

export async function updateFamilyMember(id: string, fields: FamilyMemberFields): Promise<FamilyMember> {
  const data = await readQuery((await loadSupabase()).from('family_members').update(fields).eq('id', id).select(COLUMNS).single());
  return data;
}

export async function removeFamilyMember(id: string): Promise<void> {
  const data = await readQuery((await loadSupabase()).from('family_members').delete().eq('id', id).select('id'));
  // RLS hides rows of other users: nothing deleted means the row is not (or no longer) the caller's
  if (!data || data.length === 0) throw requestError({ message: 'This family member no longer exists.' }, 404);
}
