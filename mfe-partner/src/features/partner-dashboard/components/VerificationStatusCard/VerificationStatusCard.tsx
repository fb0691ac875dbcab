import { Alert, LinkButton, type AlertVariant } from '@donation-network/shared-ui';
import type { PartnerOrganisation } from '../../api/partner-dashboard-api';

const STATUS: Record<PartnerOrganisation['verification_status'], { variant: AlertVariant; title: string; text: string }> = {
  verified: {
    variant: 'success',
    title: 'Your organisation is verified',
    text: 'Your published listings appear in the recipient marketplace.',
  },
  pending: {
    variant: 'warning',
    title: 'Your organisation is waiting for verification',
    text: 'An administrator is checking your organisation and licence. You can publish listings once it is verified.',
  },
  rejected: {
    variant: 'destructive',
    title: 'Your organisation was not verified',
    text: 'An administrator could not verify your organisation with the details and licence you gave, so your listings are withdrawn from the marketplace. Contact our partnerships team to correct your details and be reviewed again.',
  },
};

/** The organisation's verification state (pending, verified or rejected) and what it means for publishing. */
export function VerificationStatusCard({ organisation }: { organisation: PartnerOrganisation | null }) {
  if (!organisation) {
    return (
      <Alert variant="warning" title="Your organisation is not registered yet">
        <p>Enter your organisation and licence so an administrator can verify it before you publish listings.</p>
        <LinkButton to="/register/partner" variant="outline" style={{ marginTop: 12 }}>
          Register your organisation
        </LinkButton>
      </Alert>
    );
  }
  const status = STATUS[organisation.verification_status];
  return (
    <Alert variant={status.variant} title={status.title} aria-label={`Verification status: ${organisation.verification_status}`}>
      <p>
        <strong>{organisation.name}</strong>: {status.text}
      </p>
      {organisation.verification_status === 'rejected' && (
        <LinkButton to="/contact?service=Healthcare%20Partner" variant="outline" style={{ marginTop: 12 }}>
          Contact the partnerships team
        </LinkButton>
      )}
    </Alert>
  );
}
