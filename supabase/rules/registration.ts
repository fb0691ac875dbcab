// Registration and onboarding: the account types offered, partner organisation types and
// fields, the limits of a server-side registration draft, the current policy versions and
// the database's messages. Enforced by supabase/migrations/20261124000200_registration.sql
// (public.registration_drafts, public.consents, public.partner_organisations, the listing
// gate on public.blood_services and public.complete_registration; what completion stores:
// 20261126002000_registration-details.sql) and mirrored here for the registration wizard's
// yup schemas. Dependency-free: keep it in step with the migration.
import { charLength, trimmedLength } from './text';

/** Account types a person can register as (admin is never offered). */
export const REGISTRATION_USER_TYPES = ['donor', 'recipient', 'partner', 'founder', 'investor'] as const;
export type RegistrationUserType = (typeof REGISTRATION_USER_TYPES)[number];

export function isRegistrationUserType(value: unknown): value is RegistrationUserType {
  return typeof value === 'string' && (REGISTRATION_USER_TYPES as readonly string[]).includes(value);
}

/** Partner organisation types: the stored value (as blood_services.provider_type) and its label. */
export const ORGANISATION_TYPES = ['Hospital', 'Blood Bank', 'Organ Bank', 'Plasma Center'] as const;
export type OrganisationType = (typeof ORGANISATION_TYPES)[number];
export const ORGANISATION_TYPE_LABELS: Readonly<Record<OrganisationType, string>> = {
  Hospital: 'Hospital',
  'Blood Bank': 'Blood bank',
  'Organ Bank': 'Organ bank',
  'Plasma Center': 'Plasma centre',
};

/** The countries an organisation can register in (public.is_country_code). */
export const REGISTRATION_COUNTRIES = ['AU', 'IN', 'US', 'KE', 'NG', 'ZA', 'GB', 'CA', 'DE', 'FR', 'BR'] as const;

export const PARTNER_VERIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type PartnerVerificationStatus = (typeof PARTNER_VERIFICATION_STATUSES)[number];

/** Policy versions a registration must accept (public.current_policy_version). */
export const CONSENT_KINDS = ['terms', 'data-protection'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];
export const TERMS_POLICY_VERSION = '2026-11-24';
export const DATA_PROTECTION_POLICY_VERSION = '2026-11-24';
export const CURRENT_POLICY_VERSIONS: Readonly<Record<ConsentKind, string>> = {
  terms: TERMS_POLICY_VERSION,
  'data-protection': DATA_PROTECTION_POLICY_VERSION,
};

/** Registration drafts: wizard steps 1..DRAFT_STEP_MAX, data at most DRAFT_DATA_MAX_BYTES as stored. */
export const DRAFT_STEP_MIN = 1;
export const DRAFT_STEP_MAX = 10;
export const DRAFT_DATA_MAX_BYTES = 32768;

/**
 * Key fragments a draft never stores (passwords, payment card data), compared with the key
 * reduced to ASCII letters and digits, lower-cased: "Card-Number" and "confirmPassword" match.
 */
export const DRAFT_SECRET_KEY_PATTERN = /(password|passwd|passphrase|cvv|cvc|cardnumber|creditcard|securitycode)/;

export function isSecretDraftKey(key: string): boolean {
  return DRAFT_SECRET_KEY_PATTERN.test(key.replace(/[^A-Za-z0-9]/g, '').toLowerCase());
}

/** Does a JSON value hold a secret key at any depth? */
export function hasSecretDraftKey(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasSecretDraftKey);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, child]) => isSecretDraftKey(key) || hasSecretDraftKey(child));
  }
  return false;
}

const utf8Length = (text: string): number => new TextEncoder().encode(text).length;

/**
 * The size in bytes the database measures (octet_length of the jsonb text: ", " and ": "
 * separators, keys and strings as JSON). Numbers count as JSON.stringify writes them, which
 * can differ from the database's rendering of unusual numbers (1.0, 1e3) by a few bytes.
 */
export function draftDataSize(value: unknown): number {
  if (Array.isArray(value)) {
    return value.length === 0 ? 2 : 2 + value.reduce<number>((sum, v) => sum + draftDataSize(v), 0) + 2 * (value.length - 1);
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return 2;
    return (
      2 + entries.reduce((sum, [key, v]) => sum + utf8Length(JSON.stringify(key)) + 2 + draftDataSize(v), 0) + 2 * (entries.length - 1)
    );
  }
  return utf8Length(JSON.stringify(value ?? null));
}

export const REGISTRATION_LIMITS = {
  fullNameMin: 2,
  fullNameMax: 120,
  organisationNameMin: 2,
  organisationNameMax: 200,
  licenceNumberMin: 2,
  licenceNumberMax: 64,
  districtMax: 100,
  addressMax: 300,
  contactPersonMin: 2,
  contactPersonMax: 120,
  licenceDocumentPathMax: 512,
} as const;

/** The database's messages, word for word. */
export const REGISTRATION_MESSAGES = {
  userType: 'Choose a valid account type: donor, recipient, partner, founder or investor',
  draftStep: 'The registration step must be between 1 and 10',
  draftNotObject: 'Registration draft data must be a JSON object',
  draftTooLarge: 'Registration draft data must be at most 32 KB',
  draftSecret: 'Registration drafts must not contain passwords or payment card details',
  draftMoved: 'A registration draft cannot be moved to another user',
  consentKind: 'Consent kind must be terms or data-protection',
  policyVersion: 'Policy version must be 1 to 40 letters, digits, dots, dashes or underscores',
  consentChanged: 'A consent record cannot be changed',
  organisationName: 'Organisation name must be 2 to 200 characters',
  organisationType: 'Choose an organisation type: hospital, blood bank, organ bank or plasma centre',
  licenceNumber: 'Licence number must be 2 to 64 characters',
  country: 'Choose a supported country',
  district: 'District must be 1 to 100 characters',
  address: 'Address must be 1 to 300 characters',
  contactPerson: 'Contact person must be 2 to 120 characters',
  contactNumber: 'Please enter a valid contact number with at least 10 digits',
  licenceDocument: 'The licence document must be a file in your own folder',
  organisationMoved: 'A partner organisation cannot be moved to another user',
  onlyAdminVerifies: 'Only an administrator can verify a partner organisation',
  verificationStatus: 'Verification status must be pending, verified or rejected',
  organisationNotFound: 'Partner organisation not found',
  listingNeedsVerification: 'Your organisation must be verified by an administrator before you can publish listings',
  notSignedIn: 'You must be logged in to complete registration',
  adminAccount: 'Administrator accounts do not register',
  fullName: 'Full name must be 2 to 120 characters',
  dataProtectionConsent: 'Please accept the current data protection policy to complete registration',
  termsConsent: 'Please accept the current terms and conditions to complete registration',
  partnerOrganisationMissing: 'Please enter your organisation details to register as a partner',
  recipientDetailsMissing: 'Please enter your blood group and phone number to complete registration',
  bloodGroup: 'Please select a valid blood group.',
  phoneNumber: 'Please enter a valid phone number with at least 10 digits',
  founderDetailsMissing: 'Please enter your company details to register as a founder',
  investorDetailsMissing: 'Please enter your investor details to register as an investor',
  partnerBillingMissing: 'Please choose how your organisation will pay to register as a partner',
  billingNotSignedIn: 'You must be logged in to set up billing',
  billingArrangement: 'Choose an invoice or a payment method',
  billingEmail: 'Please enter a valid billing e-mail address',
} as const;

/** The account holder's name as typed (profiles.full_name, which complete_registration writes trimmed), or its message. */
export function fullNameInputError(value: string | undefined): string | null {
  const name = value ?? '';
  const ok = trimmedLength(name) >= REGISTRATION_LIMITS.fullNameMin && charLength(name) <= REGISTRATION_LIMITS.fullNameMax;
  return ok ? null : REGISTRATION_MESSAGES.fullName;
}

/**
 * How a partner pays for the Contact Us partner plan (public.partner_billing): an invoice to a
 * billing address, or a payment method set up (simulated in demo mode).
 */
export const PARTNER_BILLING_ARRANGEMENTS = ['invoice', 'payment-method'] as const;
export type PartnerBillingArrangement = (typeof PARTNER_BILLING_ARRANGEMENTS)[number];
export const BILLING_EMAIL_MAX = 254;

/** The billing address rule of set_partner_billing(): trimmed, something@domain.tld, at most 254 characters. */
export function billingEmailError(value: string): string | null {
  const email = value.trim();
  return email.length <= BILLING_EMAIL_MAX && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) ? null : REGISTRATION_MESSAGES.billingEmail;
}

export interface RegistrationDraftInput {
  user_type: string;
  step: number;
  data: unknown;
}

/** The first rule a draft breaks, in the order the database checks them, or null. */
export function registrationDraftError(draft: RegistrationDraftInput): string | null {
  if (!isRegistrationUserType(draft.user_type)) return REGISTRATION_MESSAGES.userType;
  if (!Number.isInteger(draft.step) || draft.step < DRAFT_STEP_MIN || draft.step > DRAFT_STEP_MAX) {
    return REGISTRATION_MESSAGES.draftStep;
  }
  if (draft.data === null || typeof draft.data !== 'object' || Array.isArray(draft.data)) {
    return REGISTRATION_MESSAGES.draftNotObject;
  }
  if (draftDataSize(draft.data) > DRAFT_DATA_MAX_BYTES) return REGISTRATION_MESSAGES.draftTooLarge;
  if (hasSecretDraftKey(draft.data)) return REGISTRATION_MESSAGES.draftSecret;
  return null;
}

/** Digits, spaces and + - ( ) . only, at most 32 characters, at least 10 digits (public.is_phone_number). */
export function isPhoneNumber(value: string): boolean {
  return /^[0-9+() .-]{1,32}$/.test(value) && value.replace(/[^0-9]/g, '').length >= 10;
}

export interface PartnerOrganisationInput {
  name: string;
  organisation_type: string;
  licence_number: string;
  country: string;
  district: string;
  address: string;
  contact_person: string;
  contact_number: string;
}

const between = (value: string, min: number, max: number): boolean => trimmedLength(value) >= min && charLength(value) <= max;

/** The first rule an organisation breaks, in the order the database checks them, or null. */
export function partnerOrganisationError(input: PartnerOrganisationInput): string | null {
  const L = REGISTRATION_LIMITS;
  if (!between(input.name, L.organisationNameMin, L.organisationNameMax)) return REGISTRATION_MESSAGES.organisationName;
  if (!(ORGANISATION_TYPES as readonly string[]).includes(input.organisation_type)) {
    return REGISTRATION_MESSAGES.organisationType;
  }
  if (!between(input.licence_number, L.licenceNumberMin, L.licenceNumberMax)) return REGISTRATION_MESSAGES.licenceNumber;
  if (!(REGISTRATION_COUNTRIES as readonly string[]).includes(input.country)) return REGISTRATION_MESSAGES.country;
  if (!between(input.district, 1, L.districtMax)) return REGISTRATION_MESSAGES.district;
  if (!between(input.address, 1, L.addressMax)) return REGISTRATION_MESSAGES.address;
  if (!between(input.contact_person, L.contactPersonMin, L.contactPersonMax)) return REGISTRATION_MESSAGES.contactPerson;
  if (!isPhoneNumber(input.contact_number)) return REGISTRATION_MESSAGES.contactNumber;
  return null;
}

// ---------------------------------------------------------------------------
// Verification (supabase/migrations/20261124000300_registration-verification.sql)

/** The private bucket of identity documents and partner licences: objects live under <user id>/. */
export const VERIFICATION_DOCUMENTS_BUCKET = 'verification-documents';
export const VERIFICATION_DOCUMENT_KINDS = ['identity', 'licence'] as const;
export type VerificationDocumentKind = (typeof VERIFICATION_DOCUMENT_KINDS)[number];
/** 5 MiB: the bucket's file_size_limit and public.verification_document_max_bytes(). */
export const VERIFICATION_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const VERIFICATION_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
/** The file picker's accept attribute. */
export const VERIFICATION_DOCUMENT_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

/** The 25 USD donor verification payment (public.donor_verification_fee()). */
export const DONOR_VERIFICATION_FEE = { amount: 25, currency: 'USD' } as const;

export const VERIFICATION_MESSAGES = {
  documentKind: 'Document kind must be identity or licence',
  documentType: 'Please upload a JPEG, PNG or PDF file',
  documentSize: 'The document must be at most 5 MB',
  documentFolder: 'The document must be a file in your own folder',
  documentFileName: 'The file name must be 1 to 255 characters',
  documentNotUploaded: 'Upload the document before recording it',
  onlyAdminReviews: 'Only an administrator can review verification documents',
  reviewStatus: 'Review status must be pending, approved or rejected',
  documentNotFound: 'Verification document not found',
  emailNotSignedIn: 'You must be logged in to verify your e-mail',
  emailNotProven: 'Please enter the verification code sent to your e-mail',
  paymentNotSignedIn: 'You must be logged in to pay the donor verification fee',
  invalidPaymentMethod: 'Invalid payment method',
  mockDemoOnly: 'Mock payments are available in demo mode only',
  noProvider: 'Online payments are not available yet: no payment provider is configured',
  onlyProviderConfirms: 'Only the payment provider integration can confirm payments',
  adminVerifiesDonor: 'Only an administrator can verify a donor',
  emailNotVerified: 'Please verify your e-mail address to complete registration',
  identityDocumentMissing: 'Please upload an identification document to complete registration',
  donorDetailsMissing: 'Please enter your donor details to complete registration',
  donorPaymentMissing: 'Please complete the donor verification payment to complete registration',
  planMissing: 'Please choose a plan to complete registration',
  licenceDocumentMissing: 'Please upload your licence document to register as a partner',
} as const;

/** The first rule a picked file breaks (type, then size), or null. The bucket enforces both too. */
export function verificationDocumentError(file: { type: string; size: number }): string | null {
  if (!(VERIFICATION_DOCUMENT_TYPES as readonly string[]).includes(file.type)) return VERIFICATION_MESSAGES.documentType;
  if (file.size < 1 || file.size > VERIFICATION_DOCUMENT_MAX_BYTES) return VERIFICATION_MESSAGES.documentSize;
  return null;
}
