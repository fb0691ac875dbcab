import { useId, useRef } from 'react';
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

/** Beside the badge, above it; taken out of the layout while hidden, so it never widens the page. */
const Tip = styled.span`
  position: absolute;
  bottom: calc(100% + 6px);
  left: 50%;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  display: none;
  width: max-content;
  max-width: min(220px, calc(100vw - 32px));
  padding: 6px 10px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  text-align: center;
  transform: translateX(calc(-50% + var(--tip-shift, 0px)));
  pointer-events: none;

  ${Anchor}:hover &,
  ${Anchor}:focus-visible & {
    display: block;
  }
`;

/** The gap a shown tooltip keeps to the edges of the viewport. */
const VIEWPORT_MARGIN = 8;

/** Shifts a shown tooltip sideways so it stays inside the viewport (a badge near a phone's edge). */
export function keepTooltipInView(tip: HTMLElement): void {
  tip.style.setProperty('--tip-shift', '0px');
  const { left, right } = tip.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  const shift = right > width - VIEWPORT_MARGIN ? width - VIEWPORT_MARGIN - right : left < VIEWPORT_MARGIN ? VIEWPORT_MARGIN - left : 0;
  tip.style.setProperty('--tip-shift', `${Math.round(shift)}px`);
}

export interface VerificationBadgeProps {
  status: string | null | undefined;
}

/** Verified / Pending / Unverified badge with its explanation as a tooltip (hover or keyboard focus). */
export function VerificationBadge({ status }: VerificationBadgeProps) {
  const { label, tooltip, variant } = verificationInfo(status);
  const tipId = useId();
  const tipRef = useRef<HTMLSpanElement>(null);
  // measured once the tooltip is shown (the hover or focus style applies first)
  const placeTip = () => requestAnimationFrame(() => tipRef.current && keepTooltipInView(tipRef.current));
  return (
    <Anchor tabIndex={0} aria-describedby={tipId} data-testid="verification-badge" onPointerEnter={placeTip} onFocus={placeTip}>
      <Badge variant={variant}>{label}</Badge>
      <Tip role="tooltip" id={tipId} ref={tipRef}>
        {tooltip}
      </Tip>
    </Anchor>
  );
}
