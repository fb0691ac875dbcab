import type { BloodServiceListing } from './blood-services';
import { eligibilityLabel, hasPrice, rowAction, statusVariant } from './format';
import { searchHospitals, type Hospital } from './hospitals';

const base: BloodServiceListing = {
  id: '1',
  provider_name: 'Bank',
  provider_type: 'Blood Bank',
  product_name: 'O Neg',
  product_type: 'Whole Blood',
  blood_group: 'O-',
  quantity_available: 3,
  unit: 'units',
  price: 250,
  currency: 'USD',
  country: 'US',
  district: 'Boston',
  status: 'Available',
  contact_person: 'Desk',
  contact_number: '+1 800',
  last_updated: '2026-11-20T10:30:00Z',
  last_donated: null,
  is_eligible: null,
  updated_by_hospital_integration: false,
  online_purchase: false,
  purchase_link: null,
};

test('status colours: Active/Available green, Inactive grey, others red', () => {
  expect(statusVariant('Active')).toBe('success');
  expect(statusVariant('Available')).toBe('success');
  expect(statusVariant('Inactive')).toBe('secondary');
  expect(statusVariant('Reserved')).toBe('danger');
  expect(statusVariant('Expired')).toBe('danger');
});

test('row action per kind of row', () => {
  expect(rowAction({ ...base, product_type: 'Organ', provider_type: 'Organ Bank' })).toBe('not-for-sale');
  expect(rowAction({ ...base, provider_type: 'Individual Donor', is_eligible: false })).toBe('request');
  expect(rowAction({ ...base, online_purchase: true, purchase_link: 'https://x.example' })).toBe('view');
  expect(rowAction({ ...base, online_purchase: true, purchase_link: null })).toBe('details');
  expect(rowAction(base)).toBe('details');
});

test('price shown only above 0', () => {
  expect(hasPrice(base)).toBe(true);
  expect(hasPrice({ ...base, price: '0.00' })).toBe(false);
  expect(hasPrice({ ...base, price: null })).toBe(false);
});

test('eligibility labels', () => {
  expect(eligibilityLabel(true)).toBe('Eligible to donate');
  expect(eligibilityLabel(false)).toBe('Not eligible yet');
});

test('hospital search matches name or location, case-insensitively', () => {
  const h = (name: string, city: string, country: string): Hospital => ({
    id: name,
    name,
    address: '1 Road',
    city,
    state: null,
    country,
    contact_number: null,
    is_b365_partner: false,
    is_verified: false,
  });
  const list = [h('Mount Sinai', 'New York', 'US'), h('St Thomas', 'London', 'GB')];
  expect(searchHospitals(list, 'sinai').map((x) => x.name)).toEqual(['Mount Sinai']);
  expect(searchHospitals(list, 'LONDON').map((x) => x.name)).toEqual(['St Thomas']);
  expect(searchHospitals(list, ' ')).toHaveLength(2);
  expect(searchHospitals(list, 'nowhere')).toEqual([]);
});
