// Donor and partner workflows: answering a donation request, the donor's availability, and
// a partner's marketplace listings. Enforced by
// supabase/migrations/20261124000430_donor-partner-workflows.sql (RPCs and messages) and the
// check constraints of public.blood_services (20261122003000_marketplace.sql, whose
// constraint names listingConstraintMessage() turns into the messages below), mirrored here
// for the dashboards' yup schemas. Dependency-free: keep it in step with the migrations.
import { charLength, trimmedLength } from './text';
import { isHttpUrl, urlMessage } from './url';

// ---------------------------------------------------------------------------
// Donor: answering a request and availability

/** accept_donation_request(): the donation is scheduled at most this many days ahead. */
export const DONATION_SCHEDULE_MAX_DAYS = 90;

/** The database's messages, word for word (you-can-donate-again is built by donateAgainMessage). */
export const DONOR_WORKFLOW_MESSAGES = {
  notSignedInAnswer: 'You must be logged in to answer a donation request',
  requestNotFound: 'Donation request not found',
  onlyRequestedDonor: 'Only the requested donor can accept or decline this request',
  notPending: 'This donation request is no longer pending',
  scheduleMissing: 'Choose a date and time for the donation',
  scheduleInPast: 'The donation must be scheduled in the future',
  scheduleTooFar: 'The donation must be scheduled within 90 days',
  linkNotAccepted: 'An appointment can only be linked to a donation request you accepted',
  linkChanged: 'The donation request of an appointment cannot be changed',
  notSignedInAvailability: 'You must be logged in to change your availability',
  availabilityValue: 'Availability must be on or off',
  notADonor: 'Complete your donor registration before you set your availability',
  countryMissing: 'Add your country to your donor details before you make yourself available',
} as const;

/** 'You can donate again from YYYY-MM-DD' (the first eligible day, UTC, as the database says it). */
export function donateAgainMessage(nextEligibleDate: string): string {
  return `You can donate again from ${nextEligibleDate}`;
}

const DAY_MS = 86_400_000;

/**
 * The first rule a chosen donation time breaks, in the order accept_donation_request()
 * checks them, or null. nextEligibleDate is my_donor_status().next_eligible_date (yyyy-mm-dd
 * or null when the donor never donated); the date compared is the UTC date, as the database.
 */
export function donationScheduleError(scheduledAt: Date | null, nextEligibleDate: string | null, now: Date = new Date()): string | null {
  if (!scheduledAt || Number.isNaN(scheduledAt.getTime())) return DONOR_WORKFLOW_MESSAGES.scheduleMissing;
  if (scheduledAt.getTime() <= now.getTime()) return DONOR_WORKFLOW_MESSAGES.scheduleInPast;
  if (scheduledAt.getTime() > now.getTime() + DONATION_SCHEDULE_MAX_DAYS * DAY_MS) return DONOR_WORKFLOW_MESSAGES.scheduleTooFar;
  if (nextEligibleDate && scheduledAt.toISOString().slice(0, 10) < nextEligibleDate) return donateAgainMessage(nextEligibleDate);
  return null;
}

// ---------------------------------------------------------------------------
// Partner listings (public.blood_services rows with owner_partner_id = the partner)

/** What a partner may publish as (an individual donor's listing is the donor's own). */
export const PARTNER_PROVIDER_TYPES = ['Hospital', 'Blood Bank', 'Organ Bank', 'Plasma Center'] as const;
export const LISTING_PRODUCT_TYPES = ['Whole Blood', 'Red Cells', 'Plasma', 'Platelets', 'Cryoprecipitate', 'Organ'] as const;
export const LISTING_BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export const LISTING_STATUSES = ['Active', 'Available', 'Inactive', 'Reserved', 'Expired'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
/** Statuses the marketplace shows as on offer; a partner withdraws a listing by setting Inactive. */
export const PUBLISHED_LISTING_STATUSES: readonly ListingStatus[] = ['Active', 'Available', 'Reserved'];
/** Whether a stored listing status (any text the column holds) is one the marketplace shows. */
export function isPublishedListingStatus(status: string): boolean {
  return PUBLISHED_LISTING_STATUSES.some((published) => published === status);
}
export const LISTING_CURRENCIES = ['USD', 'INR', 'GBP', 'CAD', 'AUD', 'ZAR', 'NGN', 'KES', 'EUR', 'BRL'] as const;

export const LISTING_LIMITS = {
  providerNameMin: 2,
  providerNameMax: 200,
  productNameMin: 2,
  productNameMax: 200,
  quantityMax: 1_000_000,
  unitMin: 1,
  unitMax: 30,
  priceMax: 1_000_000,
  districtMax: 100,
  contactPersonMax: 120,
  contactNumberMax: 32,
  purchaseLinkMax: 2048,
} as const;

export const LISTING_MESSAGES = {
  providerName: 'Provider name must be 2 to 200 characters',
  providerType: 'Choose a provider type: hospital, blood bank, organ bank or plasma centre',
  individualDonor: 'Partners cannot publish individual donor listings',
  productName: 'Product name must be 2 to 200 characters',
  productType: 'Choose a product type: whole blood, red cells, plasma, platelets, cryoprecipitate or organ',
  bloodGroup: 'Choose a valid blood group',
  quantity: 'Quantity must be a whole number from 0 to 1,000,000',
  quantityStep: 'The quantity change must be a whole number other than 0',
  unit: 'Unit must be 1 to 30 characters',
  price: 'Price must be from 0 to 1,000,000',
  currency: 'Choose the currency of the price',
  country: 'Country must be a two-letter country code',
  district: 'District must be at most 100 characters',
  status: 'Choose a listing status: active, available, inactive, reserved or expired',
  contactPerson: 'Contact person must be at most 120 characters',
  contactNumber: 'Contact number may only hold digits, spaces and + ( ) . - and at most 32 characters',
  purchaseLink: 'Purchase link must be a secure web address (https)',
  organNotForSale: 'Organs are never priced or sold: leave the price empty and turn online purchase off',
  listingNotFound: 'Listing not found',
  notSignedIn: 'You must be logged in to update a listing',
} as const;

export interface PartnerListingInput {
  provider_name: string;
  provider_type: string;
  product_name: string;
  product_type: string;
  blood_group: string | null;
  quantity_available: number;
  unit: string;
  price: number | null;
  currency: string | null;
  country: string;
  district: string | null;
  status: string;
  contact_person: string | null;
  contact_number: string | null;
  online_purchase: boolean;
  purchase_link: string | null;
}

const includes = (list: readonly string[], value: unknown): boolean => typeof value === 'string' && list.includes(value);
const textBetween = (value: string, min: number, max: number): boolean => trimmedLength(value) >= min && charLength(value) <= max;

/** The database's purchase-link rule: the shared http(s) link rule, https only (blood_services_purchase_link_check). */
export function isPurchaseLink(value: string): boolean {
  return isHttpUrl(value) && /^https:\/\/[^\s/?#]+\.[^\s]+$/.test(value) && charLength(value) <= LISTING_LIMITS.purchaseLinkMax;
}

/** A contact number as blood_services stores it: digits, spaces and + ( ) . -, at most 32 characters. */
export function isListingContactNumber(value: string): boolean {
  return /^[0-9 +().-]+$/.test(value) && charLength(value) <= LISTING_LIMITS.contactNumberMax;
}

/** May a listing carry a price or an online purchase? Never for organs (nor individual donors). */
export function isForSaleProduct(productType: string): boolean {
  return productType !== 'Organ';
}

/** The first rule a partner's listing breaks, or null: the check constraints of public.blood_services. */
export function partnerListingError(input: PartnerListingInput): string | null {
  const L = LISTING_LIMITS;
  const M = LISTING_MESSAGES;
  if (!textBetween(input.provider_name, L.providerNameMin, L.providerNameMax)) return M.providerName;
  if (input.provider_type === 'Individual Donor') return M.individualDonor;
  if (!includes(PARTNER_PROVIDER_TYPES, input.provider_type)) return M.providerType;
  if (!textBetween(input.product_name, L.productNameMin, L.productNameMax)) return M.productName;
  if (!includes(LISTING_PRODUCT_TYPES, input.product_type)) return M.productType;
  if (input.blood_group !== null && !includes(LISTING_BLOOD_GROUPS, input.blood_group)) return M.bloodGroup;
  if (!Number.isInteger(input.quantity_available) || input.quantity_available < 0 || input.quantity_available > L.quantityMax) {
    return M.quantity;
  }
  if (!textBetween(input.unit, L.unitMin, L.unitMax)) return M.unit;
  if (input.price !== null && !(Number.isFinite(input.price) && input.price >= 0 && input.price <= L.priceMax)) return M.price;
  if (!isForSaleProduct(input.product_type) && ((input.price ?? 0) !== 0 || input.online_purchase || input.purchase_link !== null)) {
    return M.organNotForSale;
  }
  if (input.currency !== null && !includes(LISTING_CURRENCIES, input.currency)) return M.currency;
  if ((input.price ?? 0) !== 0 && input.currency === null) return M.currency;
  if (!/^[A-Z]{2}$/.test(input.country)) return M.country;
  if (input.district !== null && charLength(input.district) > L.districtMax) return M.district;
  if (!includes(LISTING_STATUSES, input.status)) return M.status;
  if (input.contact_person !== null && charLength(input.contact_person) > L.contactPersonMax) return M.contactPerson;
  if (input.contact_number !== null && !isListingContactNumber(input.contact_number)) return M.contactNumber;
  if (input.purchase_link !== null && !isPurchaseLink(input.purchase_link)) return M.purchaseLink;
  return null;
}

/** The message for each check constraint of public.blood_services a partner's write can break. */
export const LISTING_CONSTRAINT_MESSAGES: Readonly<Record<string, string>> = {
  blood_services_provider_name_check: LISTING_MESSAGES.providerName,
  blood_services_provider_type_check: LISTING_MESSAGES.providerType,
  blood_services_donor_link_check: LISTING_MESSAGES.individualDonor,
  blood_services_donor_not_owned_check: LISTING_MESSAGES.individualDonor,
  blood_services_product_name_check: LISTING_MESSAGES.productName,
  blood_services_product_type_check: LISTING_MESSAGES.productType,
  blood_services_blood_group_check: LISTING_MESSAGES.bloodGroup,
  blood_services_quantity_available_check: LISTING_MESSAGES.quantity,
  blood_services_unit_check: LISTING_MESSAGES.unit,
  blood_services_price_check: LISTING_MESSAGES.price,
  blood_services_not_for_sale_check: LISTING_MESSAGES.organNotForSale,
  blood_services_currency_check: LISTING_MESSAGES.currency,
  blood_services_price_currency_check: LISTING_MESSAGES.currency,
  blood_services_country_check: LISTING_MESSAGES.country,
  blood_services_district_check: LISTING_MESSAGES.district,
  blood_services_status_check: LISTING_MESSAGES.status,
  blood_services_contact_person_check: LISTING_MESSAGES.contactPerson,
  blood_services_contact_number_check: LISTING_MESSAGES.contactNumber,
  blood_services_purchase_link_check: LISTING_MESSAGES.purchaseLink,
  blood_services_purchase_link_http: LISTING_MESSAGES.purchaseLink,
};

/**
 * The readable message for a database error that names a blood_services check constraint (or
 * is the URL trigger's message, which shows a link scheme the screens hide), or null.
 */
export function listingConstraintMessage(databaseMessage: string): string | null {
  if (databaseMessage === urlMessage('Purchase link')) return LISTING_MESSAGES.purchaseLink;
  const match = /violates check constraint "([a-z_]+)"/.exec(databaseMessage);
  return (match && LISTING_CONSTRAINT_MESSAGES[match[1]]) ?? null;
}
