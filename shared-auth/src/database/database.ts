// The schema as the portal's client sees it: the generated types, corrected where a column's
// value comes from something the generator cannot read in the catalog:
// - a trigger that fills a NOT NULL column (donors.donor_id);
// - a text column whose CHECK constraint allows only the values shared-rules lists (its type here is that list's);
// - a view's columns, which PostgreSQL reports as nullable whatever they select: those that come from NOT NULL
//   columns through inner joins are never null (the views' SQL is in supabase/migrations).
// supabase-js types every select through these, so a query's rows need no cast.
import type {
  ApplicationStatus,
  ContactMessageStatus,
  FamilyGender,
  FamilyRelationship,
  MeetingRequestStatus,
  PaymentPreference,
  SettingsCountry,
} from '@donation-network/shared-rules';
import type { Database as GeneratedDatabase } from './database.types';

type PublicSchema = GeneratedDatabase['public'];
type Tables = PublicSchema['Tables'];
type Views = PublicSchema['Views'];
type DonorsTable = Tables['donors'];

/** A table or view with some columns of its rows typed anew. */
type WithRow<T extends { Row: object }, Columns> = Omit<T, 'Row'> & { Row: Omit<T['Row'], keyof Columns> & Columns };

/** The columns `Keys` of `Row`, never null. */
type NeverNull<Row, Keys extends keyof Row> = { [K in Keys]: NonNullable<Row[K]> };

/** donors.donor_id is NOT NULL without a default: a BEFORE INSERT trigger derives it from the e-mail address. */
type Donors = Omit<DonorsTable, 'Insert'> & { Insert: Omit<DonorsTable['Insert'], 'donor_id'> & { donor_id?: string } };

type CorrectedTables = {
  donors: Donors;
  contact_messages: WithRow<Tables['contact_messages'], { status: ContactMessageStatus }>;
  family_members: WithRow<Tables['family_members'], { relationship: FamilyRelationship; gender: FamilyGender }>;
  // currency is generated from the country, and every country the CHECK allows has one
  user_settings: WithRow<
    Tables['user_settings'],
    { preferred_payment_method: PaymentPreference; country: SettingsCountry; currency: string }
  >;
};

/** The columns both meeting-request views take from meeting_requests and executive_professionals (inner join). */
type MeetingRequestKey =
  'id' | 'proposed_times' | 'message' | 'created_at' | 'updated_at' | 'professional_id' | 'professional_name' | 'professional_role';
type MeetingRequestColumns<Row extends Record<MeetingRequestKey, unknown>> = NeverNull<Row, MeetingRequestKey> & {
  status: MeetingRequestStatus;
};

type CorrectedViews = {
  my_meeting_requests: WithRow<Views['my_meeting_requests'], MeetingRequestColumns<Views['my_meeting_requests']['Row']>>;
  // requester_name and requester_email stay nullable: auth.users.email may be null (an account without one)
  meeting_request_inbox: WithRow<Views['meeting_request_inbox'], MeetingRequestColumns<Views['meeting_request_inbox']['Row']>>;
  job_application_inbox: WithRow<
    Views['job_application_inbox'],
    NeverNull<
      Views['job_application_inbox']['Row'],
      'id' | 'cover_note' | 'created_at' | 'updated_at' | 'opportunity_id' | 'organization' | 'position'
    > & { status: ApplicationStatus }
  >;
};

export type Database = Omit<GeneratedDatabase, 'public'> & {
  public: Omit<PublicSchema, 'Tables' | 'Views'> & {
    Tables: Omit<Tables, keyof CorrectedTables> & CorrectedTables;
    Views: Omit<Views, keyof CorrectedViews> & CorrectedViews;
  };
};
