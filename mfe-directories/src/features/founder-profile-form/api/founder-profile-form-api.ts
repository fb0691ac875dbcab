import { loadSupabase, type UploadOptions } from '@donation-network/portal-session';
import { type Tables, readMaybeSingle, requestError } from '@donation-network/portal-data';
import {
  PITCH_DECK_BUCKET,
  directoryDocumentPath,
  fileSignatureError,
  pitchDeckFileError,
  pitchDeckPath,
  uploadFileName,
  type FounderProfileDetails,
} from '@donation-network/shared-rules';
import { profileDocumentsApi, type OwnDocument } from '../../../lib/own-documents';
import { uploadStoredFile } from '../../../lib/stored-file';

/** The founder_profiles columns the profile form writes: the registration's fields and the social links. */
export type FounderProfileUpdate = FounderProfileDetails & { social_urls: Record<string, string> };

/**
 * The founder's row as the form reads it. Its industry is any text: the list is checked only when the
 * industry is written, so an older listing may hold another one (the form then asks for one of the list).
 */
export type OwnFounderProfile = Pick<Tables<'founder_profiles'>, 'id' | keyof FounderProfileUpdate | 'pitch_deck_path' | 'pitch_deck_url'>;

const OWN_PROFILE_COLUMNS =
  'id, company_name, industry, funding_stage, location, founded_year, team_size, company_description, looking_for, website, linkedin_url, social_urls, pitch_deck_path, pitch_deck_url';

/** The signed-in founder's own profile, or null before the first save; a failed read throws. */
export async function getOwnFounderProfile(userId: string, signal?: AbortSignal): Promise<OwnFounderProfile | null> {
  const query = (await loadSupabase()).from('founder_profiles').select(OWN_PROFILE_COLUMNS).eq('user_id', userId);
  return readMaybeSingle(query, signal);
}

/**
 * Saves the profile: creates the founder's row when there is none, updates it otherwise
 * (upsert on user_id). With `pitchDeck`, the PDF is uploaded first (pitch-decks/<user id>/
 * pitch-deck-<timestamp>.pdf) and the row points at it; if the row is refused, the new file
 * is removed again and the old one stays. The file replaced by a new one is removed after
 * the row accepted the new one. An uploaded deck replaces a deck link (pitch_deck_url).
 */
export async function saveFounderProfile(
  userId: string,
  details: FounderProfileUpdate,
  options: { pitchDeck?: File | null; previousPitchDeckPath?: string | null; upload?: UploadOptions } = {},
): Promise<OwnFounderProfile> {
  const supabase = await loadSupabase();
  let uploadedPath: string | null = null;
  if (options.pitchDeck) {
    const problem = pitchDeckFileError(options.pitchDeck) ?? (await fileSignatureError(options.pitchDeck));
    if (problem) throw requestError(problem);
    uploadedPath = pitchDeckPath(userId);
    await uploadStoredFile(PITCH_DECK_BUCKET, uploadedPath, options.pitchDeck, options.upload);
  }
  // an uploaded deck replaces a deck link hosted elsewhere
  const row = { user_id: userId, ...details, ...(uploadedPath ? { pitch_deck_path: uploadedPath, pitch_deck_url: null } : {}) };
  const { data, error, status } = await supabase
    .from('founder_profiles')
    .upsert(row, { onConflict: 'user_id' })
    .select(OWN_PROFILE_COLUMNS)
    .single();
  if (error) {
    if (uploadedPath) await supabase.storage.from(PITCH_DECK_BUCKET).remove([uploadedPath]);
    throw requestError(error, status);
  }
  if (uploadedPath && options.previousPitchDeckPath && options.previousPitchDeckPath !== uploadedPath) {
    // best effort: a leftover old deck is harmless, the row no longer points at it
    await supabase.storage.from(PITCH_DECK_BUCKET).remove([options.previousPitchDeckPath]);
  }
  return data;
}

/** An uploaded document of the founder's profile (founder_documents with an object_path). */
export type OwnFounderDocument = OwnDocument;

const DOCUMENT_COLUMNS = 'id, name, url, object_path';

/** The profile's documents: directory-documents/<user id>/<timestamp>-<file name, with its type's extension>. */
export const FOUNDER_DOCUMENTS = profileDocumentsApi<OwnFounderDocument>({
  table: 'founder_documents',
  list: (supabase, profileId) =>
    supabase.from('founder_documents').select(DOCUMENT_COLUMNS).eq('founder_profile_id', profileId).order('name', { ascending: true }),
  insert: (supabase, profileId, document) =>
    supabase
      .from('founder_documents')
      .insert({ ...document, founder_profile_id: profileId })
      .select(DOCUMENT_COLUMNS),
  objectPath: ({ userId, file }) => directoryDocumentPath(userId, uploadFileName(file.name, file.type)),
});
