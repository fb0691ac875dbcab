import { useEffect, useId, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { StrokeIcon } from '../StrokeIcon/StrokeIcon';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Keyboard-focusable descendants in tab order (hidden ones excluded). */
export function getFocusableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('hidden') && el.getAttribute('aria-hidden') !== 'true' && !el.closest('[hidden]'),
  );
}

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const popIn = keyframes`
  from { opacity: 0; transform: translateY(8px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: color-mix(in srgb, ${({ theme }) => theme.colors.overlay} 60%, transparent);
  animation: ${fadeIn} 150ms ease-out;

  ${({ theme }) => theme.media.mobile} {
    align-items: flex-end;
    padding: 0;
  }
`;

const Panel = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 520px;
  max-height: calc(100vh - 32px);
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${popIn} 180ms ease-out;

  &:focus {
    outline: none;
  }

  ${({ theme }) => theme.media.mobile} {
    max-width: none;
    max-height: 90vh;
    border-radius: ${({ theme }) => theme.radii.lg} ${({ theme }) => theme.radii.lg} 0 0;
  }
`;

const Header = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 20px 56px 0 24px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Description = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Body = styled.div`
  padding: 16px 24px;
  overflow-y: auto;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  padding: 0 24px 20px;

  ${({ theme }) => theme.media.mobile} {
    flex-direction: column-reverse;
    > * {
      width: 100%;
    }
  }
`;

const CloseButton = styled.button`
  position: absolute;
  top: 12px;
  right: 12px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }

  svg {
    width: 16px;
    height: 16px;
  }
`;

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** Action buttons shown at the bottom. */
  footer?: ReactNode;
  children?: ReactNode;
  /** Accessible name of the × button. Default 'Close'. */
  closeLabel?: string;
  /** Hide the × button (Escape and backdrop still close). */
  hideCloseButton?: boolean;
  /** Element to focus on open; default: first focusable in the body, else the first focusable, else the panel. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Max width of the panel, e.g. '640px'. Default '520px'. */
  maxWidth?: string;
  className?: string;
}

/**
 * Modal dialog rendered in a portal: focus moves inside on open, Tab is
 * trapped, Escape / backdrop click call onClose, focus returns to the opener.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  footer,
  children,
  closeLabel = 'Close',
  hideCloseButton = false,
  initialFocusRef,
  maxWidth,
  className,
}: DialogProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const [bodyScrolls, setBodyScrolls] = useState(false);
  // does the body overflow (and so need to be focusable)? Checked whenever its content changes.
  useLayoutEffect(() => {
    const body = bodyRef.current;
    setBodyScrolls(Boolean(body && body.scrollHeight > body.clientHeight));
  }, [open, children]);
  const onCloseRef = useRef(onClose);
  const pointerDownOnBackdrop = useRef(false);

  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;

    const target =
      initialFocusRef?.current ??
      (bodyRef.current ? getFocusableElements(bodyRef.current)[0] : undefined) ??
      (panel ? getFocusableElements(panel)[0] : undefined) ??
      panel;
    target?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (!panel) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = getFocusableElements(panel);
      if (focusable.length === 0) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = document.activeElement;
      const inside = active instanceof Node && panel.contains(active);
      if (event.shiftKey && (active === first || active === panel || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);

    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      if (opener && opener.isConnected) opener.focus();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- initialFocusRef is read once, on open, on purpose
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pointerDownOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget && pointerDownOnBackdrop.current) onCloseRef.current();
    pointerDownOnBackdrop.current = false;
  };

  return createPortal(
    <Backdrop data-testid="dialog-backdrop" onMouseDown={onBackdropMouseDown} onClick={onBackdropClick}>
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={className}
        style={maxWidth ? { maxWidth } : undefined}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          {description && <Description id={descriptionId}>{description}</Description>}
        </Header>
        {/* a long body that holds no control must be focusable, or a keyboard cannot scroll it (axe scrollable-region-focusable) */}
        <Body ref={bodyRef} tabIndex={bodyScrolls ? 0 : undefined}>
          {children}
        </Body>
        {footer && <Footer>{footer}</Footer>}
        {!hideCloseButton && (
          <CloseButton type="button" aria-label={closeLabel} onClick={() => onCloseRef.current()}>
            <StrokeIcon>
              <path d="M18 6 6 18M6 6l12 12" />
            </StrokeIcon>
          </CloseButton>
        )}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
