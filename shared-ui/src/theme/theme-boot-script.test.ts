import { act } from '@testing-library/react';
import { mockMatchMedia } from '../testing/render-with-theme';
import { THEME_BOOT_SCRIPT } from './theme-boot-script';
import { useThemePreference } from './theme-preference';

const root = document.documentElement;

// The page runs the string as a classic inline script; evaluating it the same way proves it is self-contained.
const runBootScript = () => new Function(THEME_BOOT_SCRIPT)();

let media: ReturnType<typeof mockMatchMedia> | undefined;

beforeEach(() => {
  localStorage.clear();
  delete root.dataset.theme;
  root.style.colorScheme = '';
});

afterEach(() => {
  media?.restore();
  media = undefined;
  jest.restoreAllMocks();
});

test.each(['light', 'dark'] as const)('a stored %s preference wins over the OS setting', (stored) => {
  media = mockMatchMedia(stored === 'light');
  localStorage.setItem('portal-theme', stored);
  runBootScript();
  expect(root.dataset.theme).toBe(stored);
  expect(root.style.colorScheme).toBe(stored);
});

test('reads what the preference store itself writes', () => {
  media = mockMatchMedia(false);
  act(() => useThemePreference.getState().setPreference('dark'));
  runBootScript();
  expect(root.dataset.theme).toBe('dark');
});

test("reads zustand's JSON envelope", () => {
  media = mockMatchMedia(false);
  localStorage.setItem('portal-theme', JSON.stringify({ state: { preference: 'dark' }, version: 0 }));
  runBootScript();
  expect(root.dataset.theme).toBe('dark');
});

test('a stored system preference follows a dark OS', () => {
  media = mockMatchMedia(true);
  localStorage.setItem('portal-theme', 'system');
  runBootScript();
  expect(media.matchMedia).toHaveBeenCalledWith('(prefers-color-scheme: dark)');
  expect(root.dataset.theme).toBe('dark');
  expect(root.style.colorScheme).toBe('dark');
});

test('with nothing stored it follows the OS, and light where matchMedia is missing', () => {
  media = mockMatchMedia(true);
  runBootScript();
  expect(root.dataset.theme).toBe('dark');

  // jsdom has no matchMedia of its own once the mock is gone
  media.restore();
  media = undefined;
  expect(window.matchMedia).toBeUndefined();
  runBootScript();
  expect(root.dataset.theme).toBe('light');
  expect(root.style.colorScheme).toBe('light');
});

test.each(['{"state":{"preference"', '{"state":{"preference":"purple"}}', 'null'])('treats %s in storage as system', (stored) => {
  media = mockMatchMedia(true);
  localStorage.setItem('portal-theme', stored);
  expect(runBootScript).not.toThrow();
  expect(root.dataset.theme).toBe('dark');
});

test('never throws when storage is blocked', () => {
  media = mockMatchMedia(false);
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
  expect(runBootScript).not.toThrow();
  expect(root.dataset.theme).toBe('light');
});
