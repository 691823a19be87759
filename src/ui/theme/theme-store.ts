/**
 * Owns the `theme` entry in localStorage and the `dark` class on <html>. No entry means "follow
 * the system", so this module never writes the system's value as if the user had chosen it.
 */
import { parseStoredTheme, resolveTheme, type Theme } from '../../lib/theme';

const THEME_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

const listeners = new Set<() => void>();

function systemPrefersDark(): boolean {
  return window.matchMedia(DARK_QUERY).matches;
}

function storedTheme(): Theme | null {
  try {
    return parseStoredTheme(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return null;
  }
}

/**
 * Puts the resolved theme on <html>. Also run by the script that paints the last screen before the
 * entry (src/app/last-screen/paint-before-entry.ts), so that copy is never a light flash either.
 */
export function applyTheme(): void {
  const theme = resolveTheme(storedTheme(), systemPrefersDark());
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

function notify(): void {
  applyTheme();
  for (const listener of listeners) listener();
}

export function getTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function setTheme(theme: Theme): void {
  localStorage.setItem(THEME_STORAGE_KEY, theme);
  notify();
}

/** React's subscription to the theme (use-theme.ts); the store itself follows the OS from boot. */
export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function onStorage(event: StorageEvent): void {
  if (event.key === THEME_STORAGE_KEY || event.key === null) notify();
}

/**
 * Called once at boot, before the first render: puts the theme on <html> (no light flash for a
 * dark-theme user), then follows the OS's changes and other tabs' choices for the page's life —
 * not only while a theme toggle is mounted (a screen's toggle may load a moment after the entry).
 */
export function startTheme(): void {
  applyTheme();
  window.matchMedia(DARK_QUERY).addEventListener('change', notify);
  window.addEventListener('storage', onStorage);
}
