import { createContext, useContext } from 'react';

/** The device's choice of look: the standard console, or the high-contrast outdoor one for sunlight. */
export type Appearance = 'standard' | 'outdoor';

/** Where the choice is remembered on the device (localStorage), read before the first paint. */
export const APPEARANCE_KEY = 'field-console.appearance';

/** The remembered choice; the standard look when none was made or storage cannot be read (private mode). */
export function readAppearance(): Appearance {
  try {
    return window.localStorage.getItem(APPEARANCE_KEY) === 'outdoor' ? 'outdoor' : 'standard';
  } catch {
    return 'standard';
  }
}

/**
 * Remembers the choice and marks the document with it (`<html data-appearance>`), which the outdoor styles
 * of theme.module.css key on. A device that cannot store it still switches, for this visit.
 */
export function applyAppearance(appearance: Appearance): void {
  document.documentElement.dataset.appearance = appearance;
  try {
    window.localStorage.setItem(APPEARANCE_KEY, appearance);
  } catch {
    // Storage full or forbidden: the look still changes, it is only not remembered.
  }
}

export interface AppearanceChoice {
  appearance: Appearance;
  setAppearance: (appearance: Appearance) => void;
}

export const AppearanceContext = createContext<AppearanceChoice>({
  appearance: 'standard',
  setAppearance: () => undefined,
});

/** The current look and the way to change it (the user menu's switch). */
export function useAppearance(): AppearanceChoice {
  return useContext(AppearanceContext);
}
