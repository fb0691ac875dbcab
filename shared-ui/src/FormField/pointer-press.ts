import { useState, useSyncExternalStore } from 'react';

// Whether a pointer button is held down anywhere in the document. A click is a press and a
// release on the same element: anything that moves the page between the two loses it.
let pressed = false;
let releaseTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function update(value: boolean) {
  clearTimeout(releaseTimer);
  if (pressed === value) return;
  pressed = value;
  listeners.forEach((listener) => listener());
}

const press = () => update(true);
const release = () => update(false);
// Chrome aims mouseup and click at what is under the pointer after pointerup: a message shown
// then could still take the click away. The release counts just after the click has been
// dispatched, or just after the button went up when no click follows. Never during the click
// itself: a field re-rendered then writes its old `checked` back into a checkbox the browser
// has just toggled, and the click changes nothing.
const releaseSoon = () => {
  clearTimeout(releaseTimer);
  releaseTimer = setTimeout(release, 0);
};

const DOCUMENT_LISTENERS: [string, () => void][] = [
  ['pointerdown', press],
  ['mousedown', press],
  ['pointerup', releaseSoon],
  ['mouseup', releaseSoon],
  ['click', releaseSoon],
  ['pointercancel', release],
];

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    DOCUMENT_LISTENERS.forEach(([type, handler]) => document.addEventListener(type, handler, true));
    window.addEventListener('blur', release);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    DOCUMENT_LISTENERS.forEach(([type, handler]) => document.removeEventListener(type, handler, true));
    window.removeEventListener('blur', release);
    clearTimeout(releaseTimer);
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
