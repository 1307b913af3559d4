import { mergeThemeOverrides, type CSSVariablesResolver } from '@mantine/core';
import { theme } from './theme';

/**
 * The outdoor appearance: the standard console made harder to wash out in sunlight. Filled colours (buttons,
 * the active item, focus rings) take shade 9, at least 7:1 with white; text stays Mantine's black (21:1), dimmed text
 * gray 8 (11.5:1); borders of fields, cards and tables gray 6 (5.2:1) instead of gray 4 (1.5:1). The larger
 * type on phones and the thicker focus ring are in theme.module.css, keyed on `<html data-appearance>`.
 */
export const outdoorTheme = mergeThemeOverrides(theme, {
  primaryShade: { light: 9, dark: 9 },
});

/** The outdoor appearance's own values for Mantine's shared colour variables. */
export const outdoorVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-8)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    '--mantine-color-default-border': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});
