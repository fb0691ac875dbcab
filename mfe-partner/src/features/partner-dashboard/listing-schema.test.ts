import { LISTING_MESSAGES as M, partnerListingError } from '@donation-network/shared-rules';
import { listingSchema, toFormValues, toListingInput, type ListingFormValues } from './listing-schema';

const valid: ListingFormValues = toFormValues(null, {
  provider_name: 'Demo Partner Blood Bank',
  provider_type: 'Blood Bank',
  product_name: 'O Negative Whole Blood',
  product_type: 'Whole Blood',
  blood_group: 'O-',
  quantity_available: '12',
  price: '220',
  currency: 'USD',
  country: 'US',
});

/** The schema's messages for `values` (all of them), keyed by field. */
function errors(values: ListingFormValues): Record<string, string> {
  try {
    listingSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map((e) => [e.path, e.message]));
  }
}

describe('listingSchema', () => {
  it('accepts a priced blood listing, and the shared rule agrees', () => {
    expect(errors(valid)).toEqual({});
    expect(partnerListingError(toListingInput(valid))).toBeNull();
  });

  it.each<[string, Partial<ListingFormValues>, string, string]>([
    ['a priced organ', { product_type: 'Organ', price: '5000' }, 'price', M.organNotForSale],
    ['an organ sold online', { product_type: 'Organ', price: '', online_purchase: true }, 'online_purchase', M.organNotForSale],
    ['a price without currency', { currency: '' }, 'currency', M.currency],
    ['a negative quantity', { quantity_available: '-1' }, 'quantity_available', M.quantity],
    ['a fractional quantity', { quantity_available: '1.5' }, 'quantity_available', M.quantity],
    ['a one-letter product', { product_name: ' X ' }, 'product_name', M.productName],
    ['an http purchase link', { online_purchase: true, purchase_link: 'http://shop.example.org/x' }, 'purchase_link', M.purchaseLink],
    ['a letter in the phone', { contact_number: '+1 555 CALL' }, 'contact_number', M.contactNumber],
    ['an individual donor', { provider_type: 'Individual Donor' }, 'provider_type', M.individualDonor],
  ])('refuses %s with the message the database rule gives', (_label, change, field, message) => {
    expect(errors({ ...valid, ...change })[field]).toBe(message);
  });

  it('stores an organ without price, currency or purchase link', () => {
    const organ = toListingInput({ ...valid, product_type: 'Organ', product_name: 'Kidney', price: '0', purchase_link: '' });
    expect(organ).toMatchObject({ price: null, currency: null, online_purchase: false, purchase_link: null });
    expect(partnerListingError(organ)).toBeNull();
  });

  it('the shared rule refuses a priced organ like the form', () => {
    expect(partnerListingError({ ...toListingInput(valid), product_type: 'Organ' })).toBe(M.organNotForSale);
  });
});
