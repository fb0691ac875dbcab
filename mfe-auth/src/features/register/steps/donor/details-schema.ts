import { isPhoneNumber } from '@donation-network/shared-rules';
import { boolean, mixed, object, string } from 'yup';
import { BLOOD_GROUPS, type BloodGroup } from '../../wizard/wizard-types';

export const DETAILS_MESSAGES = {
  nameRequired: 'Full name is required',
  bloodGroupRequired: 'Blood group is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number with 10 to 15 digits',
  termsRequired: 'You must accept the terms and conditions',
} as const;

/** The donors table allows 10 to 15 digits (isPhoneNumber checks the characters and the minimum). */
const PHONE_MAX_DIGITS = 15;

/** Details step of the donor and recipient wizards. */
export const detailsSchema = object({
  name: string().trim().required(DETAILS_MESSAGES.nameRequired),
  bloodGroup: mixed<BloodGroup>().oneOf(BLOOD_GROUPS, DETAILS_MESSAGES.bloodGroupRequired).required(DETAILS_MESSAGES.bloodGroupRequired),
  phoneNumber: string()
    .trim()
    .required(DETAILS_MESSAGES.phoneRequired)
    .test(
      'phone',
      DETAILS_MESSAGES.phoneInvalid,
      (value) => !value || (isPhoneNumber(value) && value.replace(/[^0-9]/g, '').length <= PHONE_MAX_DIGITS),
    ),
  termsAccepted: boolean().oneOf([true], DETAILS_MESSAGES.termsRequired).required(DETAILS_MESSAGES.termsRequired),
});

export interface DetailsValues {
  name: string;
  bloodGroup?: BloodGroup;
  phoneNumber: string;
  termsAccepted: boolean;
}

const FIELD_NAMES: ReadonlyArray<[keyof DetailsValues, string]> = [
  ['name', 'Full name'],
  ['bloodGroup', 'Blood group'],
  ['phoneNumber', 'Phone number'],
];

/** The names of the empty required fields, for the 'Missing Information' toast. */
export function missingDetailFields(values: Partial<DetailsValues>): string[] {
  return FIELD_NAMES.filter(([key]) => !String(values[key] ?? '').trim()).map(([, label]) => label);
}
