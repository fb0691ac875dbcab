// The schema as the portal's client sees it: the generated types, corrected where a column's
// value comes from something the generator cannot read in the catalog:
// - a trigger that fills a NOT NULL column (donors.donor_id);
// - a text column whose CHECK constraint allows only the values shared-rules lists (its type here is that list's);
// - a view's columns, which PostgreSQL reports as nullable whatever they select: those that come from NOT NULL
//   columns through inner joins are never null (the views' SQL is in supabase/migrations);
// - a jsonb column whose CHECK (or the only function that writes it) fixes its shape;
// - a numeric column, which PostgREST answers as a JSON number and lite as a string;
// - a function's result: the generator calls every column of `returns table (...)` non-null, so those that
//   come from a nullable column or an outer join are stated here, and a jsonb result is given its shape.
// supabase-js types every select and rpc through these, so a query's rows need no cast.
import type {
  ApplicationStatus,
  AppointmentStatus,
  ContactMessageStatus,
  DirectoryVerificationStatus,
  DocumentReviewStatus,
  DonorProfileChanges,
  FamilyGender,
  FamilyRelationship,
  FundingStage,
  IntroKind,
  IntroStatus,
  InvestorType,
  MeetingRequestStatus,
  OrganisationType,
  PartnerBillingArrangement,
  PartnerVerificationStatus,
  PaymentPreference,
  ProfileChanges,
  RegistrationUserType,
  SettingsCountry,
  VerificationDocumentKind,
  ViewedItemKind,
} from '@donation-network/shared-rules';
import type { Database as GeneratedDatabase, Json } from './database.types';

type PublicSchema = GeneratedDatabase['public'];
type GeneratedTables = PublicSchema['Tables'];
type GeneratedViews = PublicSchema['Views'];
type GeneratedFunctions = PublicSchema['Functions'];
type DonorsTable = GeneratedTables['donors'];

/** A table or view with some columns of its rows typed anew. */
type WithRow<T extends { Row: object }, Columns> = Omit<T, 'Row'> & { Row: Omit<T['Row'], keyof Columns> & Columns };

/** The columns `Keys` of `Row`, never null. */
type NeverNull<Row, Keys extends keyof Row> = { [K in Keys]: NonNullable<Row[K]> };

/** The columns `Keys` of `Row`, possibly null. */
type MaybeNull<Row, Keys extends keyof Row> = { [K in Keys]: Row[K] | null };

/** A function with its result typed anew. */
type WithReturns<T extends { Returns: unknown }, Returns> = Omit<T, 'Returns'> & { Returns: Returns };

/** A function's `returns table (...)` row with some columns typed anew. */
type ReturnsRow<T extends { Returns: unknown[] }, Columns> = WithReturns<T, (Omit<T['Returns'][number], keyof Columns> & Columns)[]>;

/** A numeric column as it arrives: a JSON number from PostgREST, a string from lite. */
type NumericValue = number | string;

/** A jsonb column a CHECK keeps to an object. */
type JsonObject = { [key: string]: Json | undefined };

/** founder_profiles.social_urls and investor_profiles.social_urls: public.is_url_map, an object of http(s) URLs. */
type UrlMap = Record<string, string>;

/** donors.donor_id is NOT NULL without a default: a BEFORE INSERT trigger derives it from the e-mail address. */
type Donors = Omit<DonorsTable, 'Insert'> & { Insert: Omit<DonorsTable['Insert'], 'donor_id'> & { donor_id?: string } };

type CorrectedTables = {
  donors: Donors;
  appointments: WithRow<GeneratedTables['appointments'], { status: AppointmentStatus }>;
  // founder_profiles_achievements_items: an array of objects with a title, and optionally a description and a date
  founder_profiles: WithRow<
    GeneratedTables['founder_profiles'],
    {
      funding_stage: FundingStage;
      social_urls: UrlMap;
      achievements: { title: string; description?: string | null; date?: string | null }[];
      verification_status: DirectoryVerificationStatus;
    }
  >;
  investor_profiles: WithRow<
    GeneratedTables['investor_profiles'],
    { investor_type: InvestorType; social_urls: UrlMap; verification_status: DirectoryVerificationStatus }
  >;
  partner_billing: WithRow<GeneratedTables['partner_billing'], { arrangement: PartnerBillingArrangement }>;
  partner_organisations: WithRow<
    GeneratedTables['partner_organisations'],
    { organisation_type: OrganisationType; verification_status: PartnerVerificationStatus }
  >;
  payments: WithRow<GeneratedTables['payments'], { amount: NumericValue }>;
  plans: WithRow<GeneratedTables['plans'], { price: NumericValue }>;
  // changes are written only by submit_profile_change(), which lets through validate_profile_changes' fields with
  // text or null values (last_donation_date among them, for donors)
  profile_change_requests: WithRow<
    GeneratedTables['profile_change_requests'],
    { changes: ProfileChanges & DonorProfileChanges; status: 'pending' | 'approved' | 'rejected' }
  >;
  registration_drafts: WithRow<GeneratedTables['registration_drafts'], { user_type: RegistrationUserType; data: JsonObject }>;
  verification_documents: WithRow<
    GeneratedTables['verification_documents'],
    { kind: VerificationDocumentKind; status: DocumentReviewStatus }
  >;
  contact_messages: WithRow<GeneratedTables['contact_messages'], { status: ContactMessageStatus }>;
  // public.directories_object_list_ok keeps each list to objects whose required keys are non-empty strings and
  // whose optional keys are absent, null or a string
  executive_professionals: WithRow<
    GeneratedTables['executive_professionals'],
    {
      status: 'Available' | 'Interviewing';
      compensation_amount: NumericValue | null;
      compensation_equity_percent: NumericValue | null;
      work_history: { title: string; company: string; period?: string | null; description?: string | null }[];
      education: { degree: string; institution: string; year?: string | null }[];
    }
  >;
  job_applications: WithRow<GeneratedTables['job_applications'], { status: ApplicationStatus }>;
  family_members: WithRow<GeneratedTables['family_members'], { relationship: FamilyRelationship; gender: FamilyGender }>;
  // currency is generated from the country, and every country the CHECK allows has one
  user_settings: WithRow<
    GeneratedTables['user_settings'],
    { preferred_payment_method: PaymentPreference; country: SettingsCountry; currency: string }
  >;
};

/** The columns both meeting-request views take from meeting_requests and executive_professionals (inner join). */
type MeetingRequestKey =
  'id' | 'proposed_times' | 'message' | 'created_at' | 'updated_at' | 'professional_id' | 'professional_name' | 'professional_role';
type MeetingRequestColumns<Row extends Record<MeetingRequestKey, unknown>> = NeverNull<Row, MeetingRequestKey> & {
  status: MeetingRequestStatus;
};

type RecipientActivityRow = GeneratedViews['recipient_activity']['Row'];
type BloodServiceListingRow = GeneratedViews['blood_service_listings']['Row'];

type CorrectedViews = {
  // blood_services is the view's base table (donors only left-joined, and country falls back to the listing's own)
  blood_service_listings: WithRow<
    GeneratedViews['blood_service_listings'],
    NeverNull<
      BloodServiceListingRow,
      | 'id'
      | 'provider_name'
      | 'provider_type'
      | 'product_name'
      | 'product_type'
      | 'quantity_available'
      | 'unit'
      | 'country'
      | 'status'
      | 'last_updated'
      | 'online_purchase'
      | 'updated_by_hospital_integration'
      | 'created_at'
    > & { price: NumericValue | null }
  >;
  // both branches of the union take these from NOT NULL columns (the hospital through an inner join), and kind is
  // each branch's constant
  recipient_activity: WithRow<
    GeneratedViews['recipient_activity'],
    NeverNull<
      RecipientActivityRow,
      'id' | 'status' | 'created_at' | 'updated_at' | 'hospital_name' | 'hospital_city' | 'hospital_country'
    > & { kind: 'donor_request' | 'appointment' }
  >;
  my_meeting_requests: WithRow<GeneratedViews['my_meeting_requests'], MeetingRequestColumns<GeneratedViews['my_meeting_requests']['Row']>>;
  // requester_name and requester_email stay nullable: auth.users.email may be null (an account without one)
  meeting_request_inbox: WithRow<
    GeneratedViews['meeting_request_inbox'],
    MeetingRequestColumns<GeneratedViews['meeting_request_inbox']['Row']>
  >;
  job_application_inbox: WithRow<
    GeneratedViews['job_application_inbox'],
    NeverNull<
      GeneratedViews['job_application_inbox']['Row'],
      'id' | 'cover_note' | 'created_at' | 'updated_at' | 'opportunity_id' | 'organization' | 'position'
    > & { status: ApplicationStatus }
  >;
};

type FounderRow = CorrectedTables['founder_profiles']['Row'];
type InvestorRow = CorrectedTables['investor_profiles']['Row'];

/** The directory card's columns, as founder_directory_page and featured_founders select them. */
type FounderCard = Pick<
  FounderRow,
  | 'id'
  | 'company_name'
  | 'industry'
  | 'funding_stage'
  | 'location'
  | 'team_size'
  | 'company_description'
  | 'looking_for'
  | 'verification_status'
  | 'credibility_score'
>;
/** The directory card's columns, as investor_directory_page and featured_investors select them. */
type InvestorCard = Pick<
  InvestorRow,
  | 'id'
  | 'firm_name'
  | 'display_name'
  | 'investor_type'
  | 'investment_focus'
  | 'investment_stages'
  | 'typical_check_size'
  | 'total_assets_under_management'
  | 'location'
  | 'verification_status'
  | 'credibility_score'
>;

/** public.directory_page's jsonb: one page of rows (to_jsonb of the selected columns) and the count. */
type DirectoryPage<Row> = { items: Row[]; total: number; more: boolean };

type CorrectedFunctions = {
  // the page functions answer the query plans instead only for the service role's `explain`, which the portal never sends
  founder_directory_page: WithReturns<GeneratedFunctions['founder_directory_page'], DirectoryPage<FounderCard>>;
  investor_directory_page: WithReturns<GeneratedFunctions['investor_directory_page'], DirectoryPage<InvestorCard>>;
  // the same columns of the same tables (verified, visible rows only)
  featured_founders: WithReturns<GeneratedFunctions['featured_founders'], FounderCard[]>;
  featured_investors: WithReturns<GeneratedFunctions['featured_investors'], InvestorCard[]>;
  // intro_requests.responded_at is null while pending; the other side's kind and the direction are one of two
  my_intros: ReturnsRow<
    GeneratedFunctions['my_intros'],
    { direction: 'received' | 'sent'; status: IntroStatus; other_kind: IntroKind; responded_at: string | null }
  >;
  // website and linkedin_url are nullable profile columns; auth.users.email may be null (an account without one)
  intro_contact: ReturnsRow<
    GeneratedFunctions['intro_contact'],
    MaybeNull<GeneratedFunctions['intro_contact']['Returns'][number], 'email' | 'website' | 'linkedin_url'>
  >;
  // the donor's nullable columns, and the listing's through a left join (a donor may have no listing)
  my_donor_status: ReturnsRow<
    GeneratedFunctions['my_donor_status'],
    MaybeNull<
      GeneratedFunctions['my_donor_status']['Returns'][number],
      'country' | 'sex' | 'last_donation_date' | 'next_eligible_date' | 'listing_id' | 'listing_status'
    >
  >;
  // private.owned_listings: a partner owns blood services, professionals and opportunities
  partner_listing_views: ReturnsRow<
    GeneratedFunctions['partner_listing_views'],
    { item_kind: Extract<ViewedItemKind, 'blood_service' | 'professional' | 'opportunity'> }
  >;
  // these return one row of their table
  pay_donor_verification: WithReturns<GeneratedFunctions['pay_donor_verification'], CorrectedTables['payments']['Row']>;
  set_partner_billing: WithReturns<GeneratedFunctions['set_partner_billing'], CorrectedTables['partner_billing']['Row']>;
  submit_profile_change: WithReturns<GeneratedFunctions['submit_profile_change'], CorrectedTables['profile_change_requests']['Row']>;
  // the notification it returns has just been marked read: read_at = coalesce(read_at, now())
  mark_notification_read: WithReturns<
    GeneratedFunctions['mark_notification_read'],
    Omit<GeneratedFunctions['mark_notification_read']['Returns'], 'read_at'> & { read_at: string }
  >;
};

export type Database = Omit<GeneratedDatabase, 'public'> & {
  public: Omit<PublicSchema, 'Tables' | 'Views' | 'Functions'> & {
    Tables: Omit<GeneratedTables, keyof CorrectedTables> & CorrectedTables;
    Views: Omit<GeneratedViews, keyof CorrectedViews> & CorrectedViews;
    Functions: Omit<GeneratedFunctions, keyof CorrectedFunctions> & CorrectedFunctions;
  };
};

type PortalSchema = Database['public'];

/** A table's row as the portal reads it (the generated file's `Tables` would give the uncorrected row). */
export type Tables<Name extends keyof PortalSchema['Tables']> = PortalSchema['Tables'][Name]['Row'];

/** One row of a function that `returns table (...)`, as the portal reads it. */
export type FunctionRow<Name extends keyof PortalSchema['Functions']> =
  PortalSchema['Functions'][Name]['Returns'] extends readonly (infer Row)[] ? Row : never;
