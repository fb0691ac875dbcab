import { act } from '@testing-library/react';
import { darkTheme, lightTheme } from './tokens';
import { THEME_STORAGE_KEY, resolveThemeMode, useThemePreference } from './theme-preference';

beforeEach(() => {
  localStorage.clear();
  act(() => useThemePreference.setState({ preference: 'system' }));
  localStorage.clear();
});

test('defaults to system', async () => {
  await act(() => useThemePreference.persist.rehydrate());
  expect(useThemePreference.getState().preference).toBe('system');
});

test('persists the preference to localStorage under portal-theme', () => {
  act(() => useThemePreference.getState().setPreference('dark'));
  expect(THEME_STORAGE_KEY).toBe('portal-theme');
  expect(localStorage.getItem('portal-theme')).toBe('dark');
  act(() => useThemePreference.getState().setPreference('light'));
  expect(localStorage.getItem('portal-theme')).toBe('light');
});

test('restores a stored preference (plain string or zustand JSON envelope)', async () => {
  localStorage.setItem('portal-theme', 'dark');
  await act(() => useThemePreference.persist.rehydrate());
  expect(useThemePreference.getState().preference).toBe('dark');

  localStorage.setItem('portal-theme', JSON.stringify({ state: { preference: 'light' }, version: 0 }));
  await act(() => useThemePreference.persist.rehydrate());
  expect(useThemePreference.getState().preference).toBe('light');
});

test('ignores garbage in storage', async () => {
  localStorage.setItem('portal-theme', 'purple');
  await act(() => useThemePreference.persist.rehydrate());
  expect(useThemePreference.getState().preference).toBe('system');
});

test('resolveThemeMode resolves system with the OS preference', () => {
  expect(resolveThemeMode('system', true)).toBe('dark');
  expect(resolveThemeMode('system', false)).toBe('light');
  expect(resolveThemeMode('light', true)).toBe('light');
  expect(resolveThemeMode('dark', false)).toBe('dark');
});

test('both themes share one shape with hex colours and the mobile breakpoint', () => {
  expect(Object.keys(darkTheme.colors).sort()).toEqual(Object.keys(lightTheme.colors).sort());
  for (const theme of [lightTheme, darkTheme]) {
    for (const value of Object.values(theme.colors)) expect(value).toMatch(/^#[0-9a-f]{6}$/i);
    expect(theme.breakpoints.mobile).toBe(768);
    expect(theme.space(4)).toBe('16px');
  }
  expect(lightTheme.mode).toBe('light');
  expect(darkTheme.mode).toBe('dark');
});
