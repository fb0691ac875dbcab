import type { BloodServiceListing } from '../api/blood-services';
import type { Hospital } from '../api/hospitals';

const base: BloodServiceListing = {
  id: 'row',
  provider_name: 'Provider',
  provider_type: 'Blood Bank',
  product_name: 'Product',
  product_type: 'Whole Blood',
  blood_group: 'O-',
  quantity_available: 24,
  unit: 'units',
  price: null,
  currency: null,
  country: 'US',
  district: 'Boston',
  status: 'Available',
  contact_person: 'Desk',
  contact_number: '+1 800-733-2767',
  last_updated: '2026-11-20T10:30:00',
  last_donated: null,
  is_eligible: null,
  updated_by_hospital_integration: false,
  online_purchase: false,
  purchase_link: null,
};

export const listing = (patch: Partial<BloodServiceListing>): BloodServiceListing => ({ ...base, ...patch });

export const BANK_ROW = listing({
  id: 'bank',
  provider_name: 'American Red Cross',
  product_name: 'O Negative Whole Blood',
  price: '250.00',
  currency: 'USD',
});
export const FREE_ROW = listing({
  id: 'free',
  provider_name: 'Free Clinic',
  product_name: 'Plasma Pack',
  price: '0.00',
  status: 'Inactive',
});
export const ONLINE_ROW = listing({
  id: 'online',
  provider_name: 'Mount Sinai Blood Bank',
  product_name: 'Leukoreduced Red Cells',
  status: 'Active',
  online_purchase: true,
  purchase_link: 'https://orders.example.org/red-cells',
  price: 210,
  currency: 'USD',
});
export const ORGAN_ROW = listing({
  id: 'organ',
  provider_name: 'NHS Organ Donation',
  provider_type: 'Organ Bank',
  product_name: 'Kidney',
  product_type: 'Organ',
  status: 'Reserved',
});
export const ELIGIBLE_DONOR = listing({
  id: 'donor-ok',
  provider_name: 'Rahul S.',
  provider_type: 'Individual Donor',
  product_name: 'Whole Blood Donation',
  blood_group: 'B+',
  country: 'IN',
  district: 'Pune',
  contact_person: null,
  contact_number: null,
  is_eligible: true,
  last_donated: '2026-08-19',
});
export const INELIGIBLE_DONOR = listing({
  id: 'donor-wait',
  provider_name: 'Amelia W.',
  provider_type: 'Individual Donor',
  product_name: 'Whole Blood Donation',
  blood_group: 'AB-',
  country: 'GB',
  district: 'Camden',
  contact_person: null,
  contact_number: null,
  is_eligible: false,
  last_donated: null,
});

export const HOSPITALS: Hospital[] = [
  {
    id: 'h1',
    name: 'Massachusetts General Hospital',
    address: '55 Fruit Street',
    city: 'Boston',
    state: 'Massachusetts',
    country: 'US',
    contact_number: '+1 617-726-2000',
    is_b365_partner: true,
    is_verified: true,
  },
  {
    id: 'h2',
    name: 'Manchester Royal Infirmary',
    address: 'Oxford Road',
    city: 'Manchester',
    state: 'England',
    country: 'GB',
    contact_number: null,
    is_b365_partner: false,
    is_verified: false,
  },
];
