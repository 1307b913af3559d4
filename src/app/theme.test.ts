import { getPrimaryShade, type MantineTheme, DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPROVAL_COLOURS, STATUS_COLOURS } from '../components/WorkOrderBadges';
import { SERIES_COLOURS } from '../features/reports/components/chart-data';
import { dotColour } from '../features/work-orders/map/cluster-look';
import { outdoorTheme, outdoorVariables } from './outdoor-theme';
import { PALETTE, PRIMARY_HEX } from './palette';
import { theme, themeVariables } from './theme';

/** WCAG 2.x relative luminance of a `#rrggbb` or `#rgb` colour. */
function luminance(colour: string): number {
  const hex = colour.length === 4 ? colour.replace(/\w/g, (digit) => digit + digit) : colour;
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2.x contrast ratio, 1 to 21. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const WHITE = '#ffffff';

interface Appearance {
  name: string;
  theme: MantineTheme;
  /** Mantine's colour variables as the appearance sets them (`var(--mantine-color-gray-8)`, or a hex). */
  variable: (name: string, standard: string) => string;
  /** The least contrast of body and dimmed text on white. */
  text: number;
}

/** A `var(--mantine-color-<name>-<shade>)` or a palette name like `orange.6` as a hex colour. */
function colourOf(theme: MantineTheme, value: string): string {
  const match = /--mantine-color-([a-z]+)-(\d)\)$/.exec(value) ?? /^([a-z]+)\.(\d)$/.exec(value);
  if (!match) return value;
  return theme.colors[match[1]!]![Number(match[2])]!;
}

function appearance(name: string, overrides: typeof theme, resolver?: typeof outdoorVariables, text = 4.5) {
  const merged = mergeMantineTheme(DEFAULT_THEME, overrides);
  const light: Record<string, string> = resolver?.(merged).light ?? {};
  return {
    name,
    theme: merged,
    variable: (variable: string, standard: string) => light[variable] ?? standard,
    text,
  } satisfies Appearance;
}

const APPEARANCES = [
  appearance('standard', theme, themeVariables),
  appearance('outdoor', outdoorTheme, outdoorVariables, 7),
];

/** Every colour a status is shown in: work-order statuses and approvals. */
const STATUS_NAMES = [...new Set([...Object.values(STATUS_COLOURS), ...Object.values(APPROVAL_COLOURS)])];

describe.each(APPEARANCES)('the $name appearance', ({ theme: t, variable, text }) => {
  const shade = getPrimaryShade(t, 'light');
  const dimmed = colourOf(t, variable('--mantine-color-dimmed', 'var(--mantine-color-gray-6)'));

  it(`keeps dimmed text at least ${text}:1 on white and on the grey panels`, () => {
    for (const background of [WHITE, t.colors.gray[0], t.colors.gray[1]]) {
      expect(contrast(dimmed, background), `${dimmed} on ${background}`).toBeGreaterThanOrEqual(text);
    }
    expect(contrast(t.black, WHITE)).toBeGreaterThanOrEqual(text);
    // Date fields show their placeholder as text.
    const placeholder = colourOf(t, variable('--mantine-color-placeholder', 'var(--mantine-color-gray-5)'));
    expect(contrast(placeholder, WHITE), `placeholder ${placeholder}`).toBeGreaterThanOrEqual(4.5);
  });

  it(`fills the primary colour at ${text}:1 or more with white text, and on white for links`, () => {
    const primary = t.colors[t.primaryColor]!;
    expect(contrast(primary[shade]!, WHITE)).toBeGreaterThanOrEqual(text);
    // The active nav item and light buttons: shade 9 on shade 1.
    expect(contrast(primary[9]!, primary[1]!)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(STATUS_NAMES)('shows status colour %s as text at 4.5:1 and as a shape at 3:1', (name) => {
    const tuple = t.colors[name]!;
    expect(contrast(tuple[shade]!, WHITE), 'filled badge or button').toBeGreaterThanOrEqual(4.5);
    expect(contrast(tuple[9]!, tuple[1]!), 'light badge').toBeGreaterThanOrEqual(4.5);
    expect(contrast(colourOf(t, dotColour(name)), WHITE), 'map marker').toBeGreaterThanOrEqual(3);
    // Swim-lane bars are outlined in the filled shade.
    expect(contrast(tuple[shade]!, WHITE), 'swim-lane bar').toBeGreaterThanOrEqual(3);
  });

  it('draws every chart series at 3:1 or more on white', () => {
    for (const series of SERIES_COLOURS) {
      expect(contrast(colourOf(t, series), WHITE), series).toBeGreaterThanOrEqual(3);
    }
  });

  it('draws borders and focus rings at 3:1 or more', () => {
    const border = colourOf(t, variable('--mantine-color-default-border', 'var(--mantine-color-gray-4)'));
    if (text >= 7) expect(contrast(border, WHITE), `border ${border}`).toBeGreaterThanOrEqual(3);
    expect(contrast(t.colors[t.primaryColor]![shade]!, WHITE), 'focus ring').toBeGreaterThanOrEqual(3);
  });
});

describe('contrast', () => {
  it('matches the ratios WCAG publishes for Mantine defaults', () => {
    expect(contrast('#868e96', WHITE)).toBeCloseTo(3.32, 1);
    expect(contrast('#099268', WHITE)).toBeCloseTo(3.94, 1);
    expect(contrast('#000000', WHITE)).toBeCloseTo(21, 5);
  });
});

describe('theme colour of the browser and the installed app', () => {
  it('is the primary colour as the standard appearance fills it', () => {
    const standard = mergeMantineTheme(DEFAULT_THEME, theme);
    expect(PRIMARY_HEX).toBe(standard.colors[standard.primaryColor]![getPrimaryShade(standard, 'light')]);
    const html = fs.readFileSync(path.join(process.cwd(), 'index.html'), 'utf8');
    expect(/<meta name="theme-color" content="(#[0-9a-f]{6})"/i.exec(html)?.[1]).toBe(PRIMARY_HEX);
  });

  it("is the colour of the start screen's spinner, whose words are the dimmed text of the palette", () => {
    const html = fs.readFileSync(path.join(process.cwd(), 'index.html'), 'utf8');
    const rule = (name: string) => new RegExp(`\\.${name} \\{([^}]*)\\}`).exec(html)?.[1] ?? '';
    expect(/border: 4px solid (#[0-9a-f]{6})/i.exec(rule('start-screen-spinner'))?.[1]).toBe(PRIMARY_HEX);
    const words = /color: (#[0-9a-f]{6})/i.exec(rule('start-screen'))?.[1];
    expect(words).toBe(PALETTE.gray[6]);
    expect(contrast(words!, WHITE)).toBeGreaterThanOrEqual(4.5);
  });
});
