import type { ContactMessageStatus, DocumentReviewStatus, PartnerVerificationStatus } from '@donation-network/shared-rules';
import { Badge, type BadgeVariant } from '@donation-network/shared-ui';
import { label } from '../../lib/format';

/** A status of something the console reviews: a contact message, a document, a partner organisation. */
export type ReviewStatus = ContactMessageStatus | DocumentReviewStatus | PartnerVerificationStatus;

// One colour per meaning on every console screen: waiting for the admin, seen, put away, accepted, refused.
const STATUS_VARIANTS: Record<ReviewStatus, BadgeVariant> = {
  new: 'warning',
  pending: 'warning',
  read: 'secondary',
  archived: 'outline',
  approved: 'success',
  verified: 'success',
  rejected: 'danger',
};

/** The status as a badge ('Pending', 'Verified'). */
export function StatusBadge({ status }: { status: ReviewStatus }) {
  return <Badge variant={STATUS_VARIANTS[status]}>{label(status)}</Badge>;
}
