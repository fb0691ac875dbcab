import { useEffect, useRef } from 'react';
import { Toaster, toast, useToasterStore } from 'react-hot-toast';
import { useTheme } from 'styled-components';
import { TOAST_DURATION_MS } from './notify';

export const TOAST_LIMIT = 1;
/** The key that takes keyboard users to the notifications. */
export const TOAST_HOTKEY = 'F8';

/**
 * Mount once (the shell does). Renders react-hot-toast's Toaster, top-right,
 * 5 s default duration, and never shows more than one toast at a time
 * (also when someone calls react-hot-toast's `toast()` directly). F8 moves focus to the
 * notifications region: onto the toast on screen, so Tab reaches its dismiss button.
 */
export function ToastHost() {
  const theme = useTheme();
  const { toasts } = useToasterStore();
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const focusRegion = (event: KeyboardEvent) => {
      const region = regionRef.current;
      if (event.key !== TOAST_HOTKEY || !region) return;
      event.preventDefault();
      (region.querySelector<HTMLElement>('[data-toast-card]:not([inert])') ?? region).focus();
    };
    document.addEventListener('keydown', focusRegion);
    return () => document.removeEventListener('keydown', focusRegion);
  }, []);

  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(TOAST_LIMIT) // newest first: keep the newest, drop the rest
      .forEach((t) => toast.remove(t.id));
  }, [toasts]);

  return (
    <section ref={regionRef} tabIndex={-1} aria-label={`Notifications (${TOAST_HOTKEY})`}>
      <Toaster
        position="top-right"
        gutter={8}
        // Below the fixed header and construction banner, so toasts never cover navigation.
        containerStyle={{ zIndex: theme?.zIndices?.toast ?? 9999, top: 104 }}
        toastOptions={{
          duration: TOAST_DURATION_MS,
          style: theme?.colors
            ? { background: theme.colors.surface, color: theme.colors.text, border: `1px solid ${theme.colors.border}` }
            : undefined,
        }}
      />
    </section>
  );
}
