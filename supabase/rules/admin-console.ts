// The admin console's rules: statuses, limits and the database's messages. Enforced by
// supabase/migrations/20261124000440_admin-console.sql (reject_profile_change,
// set_contact_message_status, admin_list_users, set_directory_verification,
// set_directory_profile_hidden) together with the earlier admin functions it builds on
// (approve_profile_change, set_user_admin, set_partner_verification,
// review_verification_document), and mirrored here for the console's forms and tests.
// Dependency-free: keep it in step with the migrations.
import { trimmedLength } from './text';

export const CONTACT_MESSAGE_STATUSES = ['new', 'read', 'archived'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

/** founder_profiles / investor_profiles.verification_status. */
export const DIRECTORY_VERIFICATION_STATUSES = ['verified', 'pending', 'unverified'] as const;
export type DirectoryVerificationStatus = (typeof DIRECTORY_VERIFICATION_STATUSES)[number];

/** Which directory a moderated profile belongs to. */
export const DIRECTORIES = ['founder', 'investor'] as const;
export type Directory = (typeof DIRECTORIES)[number];

/** verification_documents.status, as review_verification_document() sets it. */
export const DOCUMENT_REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DocumentReviewStatus = (typeof DOCUMENT_REVIEW_STATUSES)[number];

export const REJECTION_NOTE_MAX = 1000;
export const USER_SEARCH_MAX = 200;

export const ADMIN_CONSOLE_MESSAGES = {
  reviewProfileChange: 'Only an administrator can review profile changes',
  profileChangeNotFound: 'Profile change request not found',
  profileChangeReviewed: 'This profile change request has already been reviewed',
  rejectionNoteRequired: 'Please give a reason for rejecting the change',
  rejectionNoteMax: 'The note must be at most 1000 characters',
  manageContactMessages: 'Only an administrator can manage contact messages',
  contactMessageStatus: 'Message status must be new, read or archived',
  contactMessageNotFound: 'Contact message not found',
  listUsers: 'Only an administrator can list users',
  userSearchMax: 'Search text must be at most 200 characters',
  userPageSize: 'Page size must be 1 to 100',
  userPageOffset: 'Page offset must be 0 or more',
  changeAdminRights: 'Only an administrator can change admin rights',
  revokeOwnAdmin: 'Administrators cannot revoke their own admin rights',
  moderateDirectory: 'Only an administrator can moderate directory profiles',
  directoryName: 'Directory must be founder or investor',
  directoryVerificationStatus: 'Verification status must be verified, pending or unverified',
  directoryHiddenRequired: 'Say whether the profile is hidden',
  directoryProfileNotFound: 'Directory profile not found',
  ownerCannotHide: 'Only an administrator can hide or show a directory profile',
  verifyPartner: 'Only an administrator can verify a partner organisation',
  partnerNotFound: 'Partner organisation not found',
  reviewDocument: 'Only an administrator can review verification documents',
  documentNotFound: 'Verification document not found',
} as const;

/** The database's rule for a rejection note: required (after trimming), at most 1000 characters. */
export function rejectionNoteError(note: string | null | undefined): string | null {
  if (note == null || trimmedLength(note) === 0) return ADMIN_CONSOLE_MESSAGES.rejectionNoteRequired;
  if (trimmedLength(note) > REJECTION_NOTE_MAX) return ADMIN_CONSOLE_MESSAGES.rejectionNoteMax;
  return null;
}

/** The database's rule for a user search text (trimmed, at most 200 characters). */
export function userSearchError(search: string): string | null {
  return trimmedLength(search) > USER_SEARCH_MAX ? ADMIN_CONSOLE_MESSAGES.userSearchMax : null;
}
