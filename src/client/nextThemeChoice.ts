import {THEME_CHOICES, type ThemeChoice} from '../constants';

/** Docusaurus calls the "auto" choice `null` (follow the system). */
export type ColorModeChoice = 'light' | 'dark' | null;

export function toThemeChoice(choice: ColorModeChoice): ThemeChoice {
  return choice ?? 'auto';
}

export function toColorModeChoice(choice: ThemeChoice): ColorModeChoice {
  return choice === 'auto' ? null : choice;
}

/** light -> dark -> auto -> light. */
export function nextThemeChoice(current: ThemeChoice): ThemeChoice {
  const index = THEME_CHOICES.indexOf(current);
  return THEME_CHOICES[(index + 1) % THEME_CHOICES.length];
}
