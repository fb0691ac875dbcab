import { object, string } from 'yup';
// The rules of the database's trigger (guard_partner_organisation_write), mirrored in
// shared-rules, so the form and the database say the same thing.
import {
  ORGANISATION_TYPES,
  REGISTRATION_COUNTRIES,
  REGISTRATION_LIMITS as L,
  REGISTRATION_MESSAGES as M,
  charLength,
  isPhoneNumber,
  trimUnicode,
  trimmedLength,
} from '@donation-network/shared-rules';
import type { OrganisationDetails } from '../../wizard/wizard-types';

/** Text of min..max characters: the minimum counts the trimmed value, the maximum the raw one (as the database). */
const between = (min: number, max: number, message: string) =>
  string()
    .default('')
    .test('length', message, (value = '') => trimmedLength(value) >= min && charLength(value) <= max);

const oneOf = (values: readonly string[], message: string) =>
  string()
    .default('')
    .test('one-of', message, (value = '') => values.includes(value));

export const organisationSchema = object({
  name: between(L.organisationNameMin, L.organisationNameMax, M.organisationName),
  organisation_type: oneOf(ORGANISATION_TYPES, M.organisationType),
  licence_number: between(L.licenceNumberMin, L.licenceNumberMax, M.licenceNumber),
  country: oneOf(REGISTRATION_COUNTRIES, M.country),
  district: between(1, L.districtMax, M.district),
  address: between(1, L.addressMax, M.address),
  contact_person: between(L.contactPersonMin, L.contactPersonMax, M.contactPerson),
  contact_number: string()
    .default('')
    .test('phone', M.contactNumber, (value = '') => isPhoneNumber(value)),
});

/** The values as stored: free text trimmed (never longer than what was validated). */
export function toOrganisationDetails(values: OrganisationDetails): OrganisationDetails {
  return {
    name: trimUnicode(values.name),
    organisation_type: values.organisation_type,
    licence_number: trimUnicode(values.licence_number),
    country: values.country,
    district: trimUnicode(values.district),
    address: trimUnicode(values.address),
    contact_person: trimUnicode(values.contact_person),
    contact_number: trimUnicode(values.contact_number),
  };
}
