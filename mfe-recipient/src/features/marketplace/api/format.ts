import type { BadgeVariant } from '@donation-network/shared-ui';
import { INDIVIDUAL_DONOR, ORGAN, type BloodServiceListing } from './blood-services';

/** Status colours: Active and Available green, Inactive grey, anything else red (needs attention). */
export function statusVariant(status: string): BadgeVariant {
  if (status === 'Active' || status === 'Available') return 'success';
  if (status === 'Inactive') return 'secondary';
  return 'danger';
}

export const isIndividualDonor = (s: BloodServiceListing) => s.provider_type === INDIVIDUAL_DONOR;
export const isOrgan = (s: BloodServiceListing) => s.product_type === ORGAN;
/** Individual donor who may donate now (the only rows that can be requested). */
export const isEligibleDonor = (s: BloodServiceListing) => isIndividualDonor(s) && s.is_eligible === true;
/** The price is shown only when above 0. */
export const hasPrice = (s: BloodServiceListing) => s.price !== null && Number(s.price) > 0;

export function eligibilityLabel(eligible: boolean | null): string {
  return eligible ? 'Eligible to donate' : 'Not eligible yet';
}

export type RowAction = 'not-for-sale' | 'request' | 'view' | 'details';

/**
 * Row action: organ → Not for sale (organs are never sold); individual donor → Request;
 * online purchase with a link → View; else Details.
 */
export function rowAction(s: BloodServiceListing): RowAction {
  if (isOrgan(s)) return 'not-for-sale';
  if (isIndividualDonor(s)) return 'request';
  if (s.online_purchase && s.purchase_link) return 'view';
  return 'details';
}
