/**
 * Every server call of the registration wizard. The rules behind them live in the database
 * (supabase/migrations/20261124000200_registration.sql and 20261124000300_registration-
 * verification.sql); each function throws the server's error (with its HTTP status) so the
 * caller can show friendlyErrorMessage(error).
 */
import { isUploadCancelled, loadSupabase, uploadStoredFile, type UploadOptions } from '@donation-network/portal-session';
import { type Tables, readMaybeSingle, readQuery, requestError } from '@donation-network/portal-data';
import {
  CURRENT_POLICY_VERSIONS,
  RECIPIENT_PLAN_AUDIENCE,
  VERIFICATION_DOCUMENTS_BUCKET,
  type ConsentKind,
  type RegistrationUserType,
  type VerificationDocumentKind,
  fileSignatureError,
  verificationDocumentError,
} from '@donation-network/shared-rules';

/** The wizard state kept on the server (never passwords or payment details). */
export interface RegistrationDraft {
  user_type: RegistrationUserType;
  step: number;
  /** a JSON object (the column's CHECK) */
  data: Tables<'registration_drafts'>['data'];
}

/** The signed-in user's draft, or null. */
export async function loadDraft(signal?: AbortSignal): Promise<RegistrationDraft | null> {
  const query = (await loadSupabase()).from('registration_drafts').select('user_type, step, data');
  return readMaybeSingle(query, signal);
}

/** Creates or replaces the signed-in user's draft. */
export async function saveDraft(userId: string, draft: RegistrationDraft): Promise<void> {
  await readQuery((await loadSupabase()).from('registration_drafts').upsert({ user_id: userId, ...draft }, { onConflict: 'user_id' }));
}

export async function deleteDraft(userId: string): Promise<void> {
  await readQuery((await loadSupabase()).from('registration_drafts').delete().eq('user_id', userId));
}

/**
 * Sends a 6-digit one-time code to the account's e-mail (lite prints the mail to the
 * backend's console locally; see README "Registration e-mails").
 */
export async function sendEmailCode(email: string): Promise<void> {
  const { error } = await (await loadSupabase()).auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
  if (error) throw requestError(error, error.status);
}

/**
 * The auth service's answer to a wrong or expired code (code otp_expired) speaks of a link, as
 * it is shared with magic links; the wizard only ever sends codes.
 */
export const INVALID_EMAIL_CODE_MESSAGE = 'That code is invalid or has expired. Check the latest e-mail or send a new code.';

/**
 * Checks the code (a new session replaces the current one) and records the verified e-mail
 * on the server. Type 'magiclink': the e-mail OTP type both hosted GoTrue and lite 0.10 accept.
 */
export async function verifyEmailCode(email: string, code: string): Promise<void> {
  const { error } = await (await loadSupabase()).auth.verifyOtp({ email, token: code, type: 'magiclink' });
  if (error?.code === 'otp_expired') throw requestError(INVALID_EMAIL_CODE_MESSAGE, error.status);
  if (error) throw requestError(error, error.status);
  const { error: recordError, status } = await (await loadSupabase()).rpc('confirm_email_verification').single();
  if (recordError) throw requestError(recordError, status);
}

/**
 * The number as the auth service takes it: digits with a leading "+" when one was typed
 * (spaces, dashes, dots and brackets dropped); it refuses a number without a country code.
 */
export const phoneForAuth = (phone: string): string => {
  const trimmed = phone.trim();
  return `${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
};

/**
 * Texts a 6-digit code to `phone` for the signed-in account (GoTrue's phone change; locally the
 * API gateway writes the text to .data/sms-outbox.jsonl, see README "Codes by text message").
 */
export async function sendPhoneCode(phone: string): Promise<void> {
  const { error } = await (await loadSupabase()).auth.updateUser({ phone: phoneForAuth(phone) });
  if (error) throw requestError(error, error.status);
}

export const INVALID_PHONE_CODE_MESSAGE = 'That code is invalid or has expired. Check the latest text message or send a new code.';

/** Checks the texted code; the auth service then records the phone number as confirmed on the account. */
export async function verifyPhoneCode(phone: string, code: string): Promise<void> {
  const { error } = await (await loadSupabase()).auth.verifyOtp({ phone: phoneForAuth(phone), token: code, type: 'phone_change' });
  if (error?.code === 'otp_expired') throw requestError(INVALID_PHONE_CODE_MESSAGE, error.status);
  if (error) throw requestError(error, error.status);
}

export type UploadedDocument = Pick<Tables<'verification_documents'>, 'id' | 'kind' | 'object_path' | 'file_name' | 'status'>;

const extensionOf = (file: File): string => (file.type === 'application/pdf' ? 'pdf' : file.type === 'image/png' ? 'png' : 'jpg');

/**
 * Uploads a document to the private bucket under the user's folder and records it for
 * review (status pending), with progress and cancel (`options`; a cancelled upload rejects with
 * portal-session's UploadCancelledError and leaves nothing stored). Check the file with
 * verificationDocumentError and fileSignatureError first; the bucket, the gateway and the
 * database refuse other types, sizes and contents anyway.
 */
export async function uploadVerificationDocument(
  userId: string,
  kind: VerificationDocumentKind,
  file: File,
  options: UploadOptions = {},
): Promise<UploadedDocument> {
  const problem = verificationDocumentError(file) ?? (await fileSignatureError(file));
  if (problem) throw requestError(problem);
  const supabase = await loadSupabase();
  const objectPath = `${userId}/${kind}-${Date.now()}.${extensionOf(file)}`;
  try {
    await uploadStoredFile(VERIFICATION_DOCUMENTS_BUCKET, objectPath, file, options);
  } catch (error) {
    throw isUploadCancelled(error) ? error : requestError(error);
  }
  return readQuery(
    supabase
      .from('verification_documents')
      .insert({
        kind,
        object_path: objectPath,
        file_name: file.name.slice(0, 255) || 'document',
        content_type: file.type,
        size_bytes: file.size,
      })
      .select('id, kind, object_path, file_name, status')
      .single(),
  );
}

/** Payment methods the database knows (public.is_payment_method). */
export type PaymentMethod = 'card' | 'bank_transfer' | 'paypal' | 'direct_debit' | 'paytm' | 'upi' | 'mpesa';

export type PaymentRecord = Pick<Tables<'payments'>, 'id' | 'amount' | 'currency' | 'method' | 'status' | 'reference'>;

/** The 25 USD donor verification payment (simulated by the mock provider in demo mode). */
export async function payDonorVerification(method: PaymentMethod): Promise<PaymentRecord> {
  // the function returns one payments row, which PostgREST answers as an object
  return readQuery((await loadSupabase()).rpc('pay_donor_verification', { payment_method: method }));
}

export type PartnerBilling = Pick<Tables<'partner_billing'>, 'arrangement' | 'billing_email' | 'payment_method' | 'reference'>;

/** How the partner plan is billed: an invoice to an address, or a payment method (simulated in demo mode). */
export async function setPartnerBilling(
  choice: { arrangement: 'invoice'; billingEmail: string } | { arrangement: 'payment-method'; paymentMethod: PaymentMethod },
): Promise<PartnerBilling> {
  const args =
    choice.arrangement === 'invoice'
      ? { arrangement: 'invoice', billing_email: choice.billingEmail }
      : { arrangement: 'payment-method', payment_method: choice.paymentMethod };
  // the function returns one partner_billing row, which PostgREST answers as an object
  return readQuery((await loadSupabase()).rpc('set_partner_billing', args));
}

export type Plan = Pick<Tables<'plans'>, 'id' | 'name' | 'duration_days' | 'price' | 'currency'>;

export async function listPlans(signal?: AbortSignal): Promise<Plan[]> {
  // the recipient plans: the directory premium plans are sold to founders and investors on /pricing
  const query = (await loadSupabase())
    .from('plans')
    .select('id, name, duration_days, price, currency')
    .eq('audience', RECIPIENT_PLAN_AUDIENCE)
    .order('duration_days');
  return readQuery(query, signal);
}

/** Subscribes the signed-in user (subscribe(): demo mode simulates the payment). */
export async function subscribeToPlan(planId: string, method: PaymentMethod): Promise<void> {
  await readQuery((await loadSupabase()).rpc('subscribe', { plan_id: planId, payment_method: method }).single());
}

/** Records the current versions of the given policies as accepted now (ignores ones already recorded). */
export async function recordConsents(kinds: readonly ConsentKind[]): Promise<void> {
  const rows = kinds.map((kind) => ({ kind, policy_version: CURRENT_POLICY_VERSIONS[kind] }));
  await readQuery(
    (await loadSupabase()).from('consents').upsert(rows, { onConflict: 'user_id,kind,policy_version', ignoreDuplicates: true }),
  );
}

/** Writes the profile (full_name, user_type, updated_at) once every required step is done; clears the draft. */
export async function completeRegistration(userType: RegistrationUserType, fullName: string): Promise<void> {
  await readQuery((await loadSupabase()).rpc('complete_registration', { user_type: userType, full_name: fullName }).single());
}
