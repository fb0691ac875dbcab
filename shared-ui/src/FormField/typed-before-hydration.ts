import { startTransition, useEffect, useRef } from 'react';

type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What a visitor typed or chose in a field of the server's markup before React took the page over (on a slow
 * phone, or a field whose part of the page hydrates late), and what the browser autofilled meanwhile: React
 * leaves it on the screen, but the form's state starts from its own value, so the form would check and send
 * what is not shown. When the field mounts, a value its control shows beyond the form's becomes the form's.
 * Returns the ref for the control.
 */
export function useValueTypedBeforeHydration<E extends TextControl>(formValue: unknown, onChange: (value: string) => void) {
  const control = useRef<E>(null);
  useEffect(() => {
    const shown = control.current?.value ?? '';
    // a transition: when the first key press is what hydrates the page, this render waits for the next frame
    if (shown !== '' && shown !== String(formValue ?? '')) startTransition(() => onChange(shown));
    // once, when the field mounts: from then on every change goes through the form
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return control;
}
