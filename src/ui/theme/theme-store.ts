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

/** Puts the resolved theme on <html>; call once before the first render to avoid a flash. */
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

/** Follows OS changes and choices made in other tabs while the app is open. */
export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.matchMedia(DARK_QUERY).addEventListener('change', notify);
    window.addEventListener('storage', onStorage);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.matchMedia(DARK_QUERY).removeEventListener('change', notify);
      window.removeEventListener('storage', onStorage);
    }
  };
}

function onStorage(event: StorageEvent): void {
  if (event.key === THEME_STORAGE_KEY || event.key === null) notify();
}

/**
 * Called once at boot: the OS's changes and other tabs' choices apply for the life of the page,
 * not only while a theme toggle is mounted (a screen's toggle may load a moment after the entry).
 */
export function followThemeChanges(): void {
  subscribeTheme(() => undefined);
}
