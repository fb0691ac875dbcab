import { useId } from 'react';
import styled from 'styled-components';
import { Badge, type BadgeVariant } from '@donation-network/shared-ui';

/** Three values; anything but verified/pending shows as Unverified (never claim more than the data says). */
const STATUS: Record<'verified' | 'pending' | 'unverified', { label: string; tooltip: string; variant: BadgeVariant }> = {
  verified: { label: 'Verified', tooltip: 'This profile has been verified by our team', variant: 'success' },
  pending: { label: 'Pending', tooltip: 'Verification is in progress', variant: 'warning' },
  unverified: { label: 'Unverified', tooltip: 'This profile has not been verified yet', variant: 'outline' },
};

export function verificationInfo(status: string | null | undefined) {
  return status === 'verified' || status === 'pending' ? STATUS[status] : STATUS.unverified;
}

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
  border-radius: ${({ theme }) => theme.radii.full};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;

const Tip = styled.span`
  position: absolute;
  bottom: calc(100% + 6px);
  left: 50%;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  width: max-content;
  max-width: 220px;
  padding: 6px 10px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  text-align: center;
  transform: translateX(-50%);
  opacity: 0;
  visibility: hidden;
  pointer-events: none;
  transition: opacity ${({ theme }) => theme.transitions.fast};

  ${Anchor}:hover &,
  ${Anchor}:focus-visible & {
    opacity: 1;
    visibility: visible;
  }
`;

export interface VerificationBadgeProps {
  status: string | null | undefined;
}

/** Verified / Pending / Unverified badge with its explanation as a tooltip (hover or keyboard focus). */
export function VerificationBadge({ status }: VerificationBadgeProps) {
  const { label, tooltip, variant } = verificationInfo(status);
  const tipId = useId();
  return (
    <Anchor tabIndex={0} aria-describedby={tipId} data-testid="verification-badge">
      <Badge variant={variant}>{label}</Badge>
      <Tip role="tooltip" id={tipId}>
        {tooltip}
      </Tip>
    </Anchor>
  );
}
