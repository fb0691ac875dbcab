import type { ReactNode } from 'react';
import { toast } from 'react-hot-toast';
import { ToastCard, type ToastVariant } from './ToastCard';

export type { ToastVariant } from './ToastCard';

/** Default time a toast stays on screen. */
export const TOAST_DURATION_MS = 5000;

export interface NotifyOptions {
  title: ReactNode;
  description?: ReactNode;
  /** Default 'default'. 'destructive' uses role="alert". */
  variant?: ToastVariant;
  /** Milliseconds; default 5000. */
  duration?: number;
}

/**
 * Shows a card toast in the ToastHost. Only one toast is ever on screen:
 * a new call replaces the previous toast. Returns the toast id.
 */
export function notify({ title, description, variant = 'default', duration = TOAST_DURATION_MS }: NotifyOptions): string {
  // Newer replaces older: drop whatever is on screen (no exit animation).
  toast.remove();
  return toast.custom(
    (t) => (
      <ToastCard title={title} description={description} variant={variant} visible={t.visible} onDismiss={() => toast.dismiss(t.id)} />
    ),
    {
      duration,
      ariaProps: variant === 'destructive' ? { role: 'alert', 'aria-live': 'assertive' } : { role: 'status', 'aria-live': 'polite' },
    },
  );
}

/** Dismisses the toast with `id`, or every toast. */
export function dismissToast(id?: string): void {
  toast.dismiss(id);
}
