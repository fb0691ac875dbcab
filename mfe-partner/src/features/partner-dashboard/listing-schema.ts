import { boolean, object, string } from 'yup';
// The check constraints of public.blood_services, mirrored in shared-rules, so the form and
// the database say the same thing.
import {
  LISTING_BLOOD_GROUPS,
  LISTING_CURRENCIES,
  LISTING_LIMITS as L,
  LISTING_MESSAGES as M,
  LISTING_PRODUCT_TYPES,
  LISTING_STATUSES,
  PARTNER_PROVIDER_TYPES,
  REGISTRATION_COUNTRIES,
  charLength,
  isForSaleProduct,
  isListingContactNumber,
  isPurchaseLink,
  trimUnicode,
  trimmedLength,
  type PartnerListingInput,
} from '@donation-network/shared-rules';

/** The form's values: what the inputs hold (text), converted by toListingInput. */
export interface ListingFormValues {
  provider_name: string;
  provider_type: string;
  product_name: string;
  product_type: string;
  blood_group: string;
  quantity_available: string;
  unit: string;
  price: string;
  currency: string;
  country: string;
  district: string;
  status: string;
  contact_person: string;
  contact_number: string;
  online_purchase: boolean;
  purchase_link: string;
}

const between = (min: number, max: number, message: string) =>
  string()
    .default('')
    .test('length', message, (value = '') => trimmedLength(value) >= min && charLength(value) <= max);

const oneOf = (values: readonly string[], message: string) =>
  string()
    .default('')
    .test('one-of', message, (value = '') => values.includes(value));

const optional = (test: (value: string) => boolean, message: string) =>
  string()
    .default('')
    .test('optional', message, (value = '') => trimUnicode(value) === '' || test(trimUnicode(value)));

const isOrgan = (parent: ListingFormValues) => !isForSaleProduct(parent.product_type);
const priceNumber = (value: string): number | null => (trimUnicode(value) === '' ? null : Number(value));

export const listingSchema = object({
  provider_name: between(L.providerNameMin, L.providerNameMax, M.providerName),
  provider_type: oneOf(PARTNER_PROVIDER_TYPES, M.providerType).test(
    'individual-donor',
    M.individualDonor,
    (value) => value !== 'Individual Donor',
  ),
  product_name: between(L.productNameMin, L.productNameMax, M.productName),
  product_type: oneOf(LISTING_PRODUCT_TYPES, M.productType),
  blood_group: optional((value) => (LISTING_BLOOD_GROUPS as readonly string[]).includes(value), M.bloodGroup),
  quantity_available: string()
    .default('')
    .test('quantity', M.quantity, (value = '') => /^[0-9]{1,7}$/.test(value.trim()) && Number(value) <= L.quantityMax),
  unit: between(L.unitMin, L.unitMax, M.unit),
  price: string()
    .default('')
    .test('price', M.price, (value = '') => {
      const price = priceNumber(value);
      return price === null || (Number.isFinite(price) && price >= 0 && price <= L.priceMax);
    })
    .test('not-for-sale', M.organNotForSale, function organPrice(value = '') {
      return !isOrgan(this.parent as ListingFormValues) || (priceNumber(value) ?? 0) === 0;
    }),
  currency: string()
    .default('')
    .test('currency', M.currency, function currency(value = '') {
      if (value && !(LISTING_CURRENCIES as readonly string[]).includes(value)) return false;
      const price = priceNumber((this.parent as ListingFormValues).price);
      return !price || Boolean(value);
    }),
  country: oneOf(REGISTRATION_COUNTRIES, M.country),
  district: string()
    .default('')
    .test('district', M.district, (value = '') => charLength(value) <= L.districtMax),
  status: oneOf(LISTING_STATUSES, M.status),
  contact_person: string()
    .default('')
    .test('contact-person', M.contactPerson, (value = '') => charLength(value) <= L.contactPersonMax),
  contact_number: optional(isListingContactNumber, M.contactNumber),
  online_purchase: boolean()
    .default(false)
    .test('not-for-sale', M.organNotForSale, function organPurchase(value) {
      return !isOrgan(this.parent as ListingFormValues) || !value;
    }),
  purchase_link: optional(isPurchaseLink, M.purchaseLink).test('not-for-sale', M.organNotForSale, function organLink(value = '') {
    return !isOrgan(this.parent as ListingFormValues) || trimUnicode(value) === '';
  }),
});

const orNull = (value: string): string | null => {
  const trimmed = trimUnicode(value);
  return trimmed === '' ? null : trimmed;
};

/** The row as stored: text trimmed, empty optional fields null, numbers parsed; organs never priced. */
export function toListingInput(values: ListingFormValues): PartnerListingInput {
  const forSale = isForSaleProduct(values.product_type);
  const price = forSale ? priceNumber(values.price) : null;
  return {
    provider_name: trimUnicode(values.provider_name),
    provider_type: values.provider_type,
    product_name: trimUnicode(values.product_name),
    product_type: values.product_type,
    blood_group: orNull(values.blood_group),
    quantity_available: Number(values.quantity_available),
    unit: trimUnicode(values.unit),
    price,
    currency: price ? orNull(values.currency) : null,
    country: values.country,
    district: orNull(values.district),
    status: values.status,
    contact_person: orNull(values.contact_person),
    contact_number: orNull(values.contact_number),
    online_purchase: forSale && values.online_purchase,
    purchase_link: forSale ? orNull(values.purchase_link) : null,
  };
}

/** The form's values for an existing listing, or a new one prefilled from the organisation. */
export function toFormValues(listing: PartnerListingInput | null, defaults: Partial<ListingFormValues> = {}): ListingFormValues {
  if (!listing) {
    return {
      provider_name: '',
      provider_type: '',
      product_name: '',
      product_type: '',
      blood_group: '',
      quantity_available: '0',
      unit: 'units',
      price: '',
      currency: '',
      country: '',
      district: '',
      status: 'Available',
      contact_person: '',
      contact_number: '',
      online_purchase: false,
      purchase_link: '',
      ...defaults,
    };
  }
  return {
    provider_name: listing.provider_name,
    provider_type: listing.provider_type,
    product_name: listing.product_name,
    product_type: listing.product_type,
    blood_group: listing.blood_group ?? '',
    quantity_available: String(listing.quantity_available),
    unit: listing.unit,
    price: listing.price === null ? '' : String(listing.price),
    currency: listing.currency ?? '',
    country: listing.country,
    district: listing.district ?? '',
    status: listing.status,
    contact_person: listing.contact_person ?? '',
    contact_number: listing.contact_number ?? '',
    online_purchase: listing.online_purchase,
    purchase_link: listing.purchase_link ?? '',
  };
}
