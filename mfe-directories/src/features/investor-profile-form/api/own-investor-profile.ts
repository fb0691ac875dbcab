import { loadSupabase } from 'shared-auth';
import {
  DIRECTORY_DOCUMENTS_BUCKET,
  directoryDocumentFileError,
  directoryDocumentNameError,
  investorDocumentPath,
  trimUnicode,
} from 'shared-rules';
import { requestError } from 'shared-ui';
import type { DocumentUpload, OwnDocument } from '../../../lib/own-documents';
import { removeProfileDocument, uploadStoredFile } from '../../../lib/stored-file';
import type { InvestorProfileInput } from '../investor-profile-schema';

/** The signed-in investor's own row of investor_profiles (the columns the form shows). */
export interface OwnInvestorProfile extends InvestorProfileInput {
  id: string;
  user_id: string;
}

/** One uploaded or linked verification document of the investor's profile. */
export interface OwnVerificationDocument extends OwnDocument {
  created_at: string;
}

const PROFILE_COLUMNS =
  'id, user_id, firm_name, investor_type, location, typical_check_size, total_assets_under_management, investment_focus, investment_stages, investment_thesis, website, linkedin_url, social_urls';
const DOCUMENT_COLUMNS = 'id, name, url, object_path, created_at';

/** Array columns may come back null and AUM as a string on some backends. */
function normalise(row: OwnInvestorProfile): OwnInvestorProfile {
  const aum = row.total_assets_under_management as unknown;
  return {
    ...row,
    investment_focus: Array.isArray(row.investment_focus) ? row.investment_focus : [],
    investment_stages: Array.isArray(row.investment_stages) ? row.investment_stages : [],
    total_assets_under_management: aum === null || aum === undefined || aum === '' ? null : Number(aum),
    social_urls: row.social_urls && typeof row.social_urls === 'object' ? row.social_urls : {},
  };
}

/** The investor's profile, or null before their first save; a failed read throws. */
export async function getOwnInvestorProfile(userId: string, signal?: AbortSignal): Promise<OwnInvestorProfile | null> {
  const query = (await loadSupabase()).from('investor_profiles').select(PROFILE_COLUMNS).eq('user_id', userId);
  const { data, error, status } = await (signal ? query.abortSignal(signal) : query).maybeSingle();
  if (error) throw requestError(error, status);
  return data ? normalise(data as unknown as OwnInvestorProfile) : null;
}

/** Creates the profile when there is none, updates it otherwise (one row per user_id); returns the stored row. */
export async function saveInvestorProfile(userId: string, input: InvestorProfileInput): Promise<OwnInvestorProfile> {
  const { data, error, status } = await (
    await loadSupabase()
  )
    .from('investor_profiles')
    .upsert({ ...input, user_id: userId }, { onConflict: 'user_id' })
    .select(PROFILE_COLUMNS)
    .single();
  if (error) throw requestError(error, status);
  return normalise(data as unknown as OwnInvestorProfile);
}

/** The profile's verification documents by name; a failed read throws. */
export async function listOwnVerificationDocuments(profileId: string, signal?: AbortSignal): Promise<OwnVerificationDocument[]> {
  const query = (await loadSupabase())
    .from('investor_verification_documents')
    .select(DOCUMENT_COLUMNS)
    .eq('investor_profile_id', profileId)
    .order('name', { ascending: true });
  const { data, error, status } = await (signal ? query.abortSignal(signal) : query);
  if (error) throw requestError(error, status);
  return (data ?? []) as OwnVerificationDocument[];
}

/**
 * Uploads a verification document to the private bucket and records it. The file is checked
 * first (type, size) so a refused file never travels; a record the database refuses removes
 * the uploaded object again, so nothing is left behind.
 */
export async function uploadVerificationDocument({ userId, profileId, name, file }: DocumentUpload): Promise<OwnVerificationDocument> {
  const problem = directoryDocumentNameError(name) ?? directoryDocumentFileError(file);
  if (problem) throw requestError(problem);

  const objectPath = investorDocumentPath(userId, file.type);
  await uploadStoredFile(DIRECTORY_DOCUMENTS_BUCKET, objectPath, file);

  const supabase = await loadSupabase();
  const { data, error, status } = await supabase
    .from('investor_verification_documents')
    .insert({ investor_profile_id: profileId, name: trimUnicode(name), object_path: objectPath })
    .select(DOCUMENT_COLUMNS)
    .single();
  if (error) {
    await supabase.storage.from(DIRECTORY_DOCUMENTS_BUCKET).remove([objectPath]);
    throw requestError(error, status);
  }
  return data as OwnVerificationDocument;
}

/** Removes a verification document's record, then its uploaded file. */
export const removeVerificationDocument = (document: OwnVerificationDocument): Promise<void> =>
  removeProfileDocument('investor_verification_documents', document);
