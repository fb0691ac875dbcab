import { useRef, useState, type PointerEvent, type ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { StrokeIcon } from '../StrokeIcon/StrokeIcon';

export type ToastVariant = 'default' | 'success' | 'destructive';

/** How far a toast is dragged sideways before letting go dismisses it. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

const enter = keyframes`
  from { opacity: 0; transform: translateY(-8px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

const Card = styled.div<{ $variant: ToastVariant; $visible: boolean }>`
  position: relative;
  display: flex;
  gap: 12px;
  width: min(380px, calc(100vw - 32px));
  padding: 14px 40px 14px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${enter} 200ms ease-out;
  /* a sideways touch drag is a swipe, not a page scroll */
  touch-action: pan-y;
  transition:
    opacity 200ms ease,
    transform 200ms ease;

  ${({ $visible }) =>
    !$visible &&
    css`
      opacity: 0;
      transform: translateY(-8px);
    `}

  ${({ $variant, theme }) =>
    $variant === 'destructive' &&
    css`
      border-color: ${theme.colors.danger};
      background: ${theme.colors.danger};
      color: ${theme.colors.dangerText};
    `}

  ${({ $variant, theme }) =>
    $variant === 'success' &&
    css`
      border-left: 4px solid ${theme.colors.success};
    `}
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Title = styled.strong`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Close = styled.button`
  position: absolute;
  top: 8px;
  right: 8px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  opacity: 0.7;
  cursor: pointer;

  &:hover {
    opacity: 1;
  }

  svg {
    width: 14px;
    height: 14px;
  }
`;

export interface ToastCardProps {
  title: ReactNode;
  description?: ReactNode;
  variant: ToastVariant;
  visible: boolean;
  onDismiss: () => void;
}

/** Follows a sideways drag; letting go TOAST_SWIPE_THRESHOLD_PX or more away dismisses, less snaps back. */
function useSwipeToDismiss(onDismiss: () => void) {
  const startX = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const release = (event: PointerEvent<HTMLElement>) => {
    if (startX.current === null) return;
    const moved = event.clientX - startX.current;
    startX.current = null;
    if (Math.abs(moved) >= TOAST_SWIPE_THRESHOLD_PX) onDismiss();
    else setOffset(0);
  };
  return {
    offset,
    handlers: {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (event.button === 0) startX.current = event.clientX;
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        if (startX.current === null) return;
        // captured only once it moves, so a click on the dismiss button still lands on the button
        if (!event.currentTarget.hasPointerCapture?.(event.pointerId)) event.currentTarget.setPointerCapture?.(event.pointerId);
        setOffset(event.clientX - startX.current);
      },
      onPointerUp: release,
      onPointerCancel: () => {
        startX.current = null;
        setOffset(0);
      },
    },
  };
}

/** The card drawn for each `notify()` toast. */
export function ToastCard({ title, description, variant, visible, onDismiss }: ToastCardProps) {
  const destructive = variant === 'destructive';
  const swipe = useSwipeToDismiss(onDismiss);
  return (
    <Card
      {...swipe.handlers}
      style={swipe.offset ? { transform: `translateX(${swipe.offset}px)`, transition: 'none' } : undefined}
      // F8 (ToastHost) focuses it
      tabIndex={-1}
      data-toast-card
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      aria-hidden={visible ? undefined : true}
      // while it fades out: its dismiss button must leave the tab order with it (a hidden, focusable control)
      inert={!visible}
      data-variant={variant}
      data-testid="toast"
      $variant={variant}
      $visible={visible}
    >
      <Text>
        <Title>{title}</Title>
        {/* full colour, not faded: white on the danger red is only just above 4.5:1 */}
        {description && <span>{description}</span>}
      </Text>
      <Close type="button" aria-label="Dismiss notification" onClick={onDismiss}>
        <StrokeIcon>
          <path d="M18 6 6 18M6 6l12 12" />
        </StrokeIcon>
      </Close>
    </Card>
  );
}
