import { useState, useSyncExternalStore } from 'react';

// Whether a pointer button is held down anywhere in the document. A click is a press and a
// release on the same element: anything that moves the page between the two loses it.
let pressed = false;
const listeners = new Set<() => void>();

function update(value: boolean) {
  if (pressed === value) return;
  pressed = value;
  listeners.forEach((listener) => listener());
}

const press = () => update(true);
const release = () => update(false);

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    document.addEventListener('pointerdown', press, true);
    document.addEventListener('pointerup', release, true);
    document.addEventListener('pointercancel', release, true);
    window.addEventListener('blur', release);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    document.removeEventListener('pointerdown', press, true);
    document.removeEventListener('pointerup', release, true);
    document.removeEventListener('pointercancel', release, true);
    window.removeEventListener('blur', release);
    pressed = false;
  };
}

export function usePointerPressed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pressed,
    () => false,
  );
}

/**
 * `visible`, except that something hidden when a press began stays hidden until the release.
 * A field's error appears when the field loses focus, and a press on another control (Send)
 * is what takes the focus: shown at once, the message would push that control away from under
 * the pointer before the release, and the click would be lost. Hiding stays immediate.
 */
export function useRevealAfterPress(visible: boolean): boolean {
  const isPressed = usePointerPressed();
  // the value as of the last render without a press
  const [beforePress, setBeforePress] = useState(visible);
  if (!isPressed && beforePress !== visible) setBeforePress(visible);
  return isPressed ? visible && beforePress : visible;
}
