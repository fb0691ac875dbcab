/**
 * The contract between the registration wizard frame (RegistrationWizard) and its step
 * components: every step receives WizardStepProps and reports through update / next.
 */
import type { Json } from '@donation-network/portal-data';
import type { OrganisationType, PartnerBillingArrangement, RegistrationUserType } from '@donation-network/shared-rules';

export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export type BloodGroup = (typeof BLOOD_GROUPS)[number];

export type OrganisationDetails = {
  name: string;
  organisation_type: OrganisationType;
  licence_number: string;
  country: string;
  district: string;
  address: string;
  contact_person: string;
  contact_number: string;
};

/** A JSON object, as a jsonb column stores it. */
type JsonObject = { [key: string]: Json | undefined };

/**
 * What the wizard keeps in registration_drafts.data (so a reload or another device resumes).
 * Never passwords or payment details: the database refuses such keys. Type aliases, not
 * interfaces, and JSON values only, so the compiler checks it is what the jsonb column can hold.
 */
export type WizardData = {
  /** full name (every type; a partner's defaults to its organisation's name) */
  name?: string;
  bloodGroup?: BloodGroup;
  phoneNumber?: string;
  termsAccepted?: boolean;
  /** one-time code checked and recorded (confirm_email_verification) */
  emailVerified?: boolean;
  /** or: the phone number confirmed on the account with a texted one-time code */
  verifiedPhone?: string;
  /** identity document uploaded (pending review) */
  idVerified?: boolean;
  identityDocumentName?: string;
  /** donor verification payment succeeded */
  paymentVerified?: boolean;
  paymentReference?: string;
  /** a country code of the payment step (AU, IN, US, KE, NG, ZA, GB) */
  country?: string;
  /** recipient: the plan subscribed to */
  planId?: string;
  planName?: string;
  /** partner */
  organisation?: OrganisationDetails;
  licenceDocumentName?: string;
  /** partner: the billing arrangement of the Contact Us plan (set_partner_billing) */
  billing?: { arrangement: PartnerBillingArrangement; reference: string };
  /** founder / investor: the directory listing chosen on the payment step */
  listing?: 'free';
  /** founder / investor: their form's values, written to founder_profiles / investor_profiles on completion */
  founder?: JsonObject;
  investor?: JsonObject;
};

export interface WizardStepProps {
  userType: RegistrationUserType;
  /** the signed-in user (every step after step 1 has a session) */
  userId: string;
  email: string;
  data: WizardData;
  /** merges into the draft and saves it on the server */
  update: (patch: Partial<WizardData>) => Promise<void>;
  /** merges, saves and moves to the next step */
  next: (patch?: Partial<WizardData>) => Promise<void>;
  back: () => void;
}
