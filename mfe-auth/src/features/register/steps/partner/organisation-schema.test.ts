import { REGISTRATION_MESSAGES as M, partnerOrganisationError, type PartnerOrganisationInput } from '@donation-network/shared-rules';
import { validateWithSchema } from '@donation-network/shared-ui/forms';
import type { OrganisationDetails } from '../../wizard/wizard-types';
import { organisationSchema, toOrganisationDetails } from './organisation-schema';

const validate = validateWithSchema(organisationSchema);

const valid: PartnerOrganisationInput = {
  name: 'City Hospital',
  organisation_type: 'Blood Bank',
  licence_number: 'LIC-42',
  country: 'KE',
  district: 'Nairobi',
  address: '1 Hospital Road',
  contact_person: 'Ada Lovelace',
  contact_number: '+254 700 000 000',
};

const FIELD_ORDER = Object.keys(valid) as (keyof PartnerOrganisationInput)[];

/** The first field error in the database's order of checks. */
const firstError = (errors: Record<string, string>) => FIELD_ORDER.map((field) => errors[field]).find(Boolean) ?? null;

describe('organisationSchema', () => {
  it.each<[string, Partial<PartnerOrganisationInput>]>([
    ['valid', {}],
    ['name of one character', { name: 'A' }],
    ['name of white space', { name: ' \u00a0\u3000 ' }],
    ['name of 200 emoji', { name: '😀'.repeat(200) }],
    ['name of 201 characters', { name: 'x'.repeat(201) }],
    ['a label instead of a stored type', { organisation_type: 'Blood bank' }],
    ['no type', { organisation_type: '' }],
    ['licence of one character', { licence_number: '7' }],
    ['licence of 65 characters', { licence_number: 'x'.repeat(65) }],
    ['lower-case country', { country: 'ke' }],
    ['unsupported country', { country: 'JP' }],
    ['empty district', { district: '' }],
    ['district of 101 characters', { district: 'x'.repeat(101) }],
    ['address of a tab', { address: '\t' }],
    ['address of 300 characters', { address: 'x'.repeat(300) }],
    ['contact person of one character', { contact_person: 'A' }],
    ['phone of 9 digits', { contact_number: '123456789' }],
    ['phone with letters', { contact_number: '0700 000 000 ext' }],
    ['phone of 33 characters', { contact_number: '1'.repeat(33) }],
    ['several errors', { name: '', licence_number: '', contact_number: '' }],
  ])('agrees with partnerOrganisationError: %s', (_case, patch) => {
    const input = { ...valid, ...patch };
    expect(firstError(validate(input) as Record<string, string>)).toBe(partnerOrganisationError(input));
  });

  it("shows each field's message", () => {
    const empty = Object.fromEntries(FIELD_ORDER.map((field) => [field, '']));
    expect(validate(empty)).toEqual({
      name: M.organisationName,
      organisation_type: M.organisationType,
      licence_number: M.licenceNumber,
      country: M.country,
      district: M.district,
      address: M.address,
      contact_person: M.contactPerson,
      contact_number: M.contactNumber,
    });
  });

  it('stores the free text trimmed', () => {
    const padded = { ...valid, name: '  City Hospital\u00a0', address: '\n1 Hospital Road ' } as OrganisationDetails;
    expect(toOrganisationDetails(padded)).toEqual({ ...valid, name: 'City Hospital', address: '1 Hospital Road' });
  });
});
