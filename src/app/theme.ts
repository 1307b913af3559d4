import {
  createTheme,
  type CSSVariablesResolver,
  rem,
  type ActionIconFactory,
  type AlertFactory,
  type AnchorFactory,
  type AutocompleteFactory,
  type ButtonFactory,
  type CheckboxFactory,
  type CloseButtonFactory,
  type ExtendComponent,
  type FactoryPayload,
  type FileInputFactory,
  type InputClearButtonFactory,
  type InputFactory,
  type MenuFactory,
  type DrawerFactory,
  type MantineThemeComponent,
  type ModalFactory,
  type MultiSelectFactory,
  type NavLinkFactory,
  type NumberInputFactory,
  type PaginationFactory,
  type PasswordInputFactory,
  type PopoverFactory,
  type SelectFactory,
  type TagsInputFactory,
} from '@mantine/core';
import type { DatePickerInputFactory } from '@mantine/dates';
import { PALETTE, PRIMARY } from './palette';
import classes from './theme.module.css';

/**
 * `Button.extend(input)` without importing Button: Mantine's `extend` returns its input unchanged, and
 * importing the components themselves would put every one of them (and @mantine/dates) into the code the
 * sign-in screen waits for, since the theme is part of it.
 */
function extend<Payload extends FactoryPayload>(input: ExtendComponent<Payload>): MantineThemeComponent {
  return input as MantineThemeComponent;
}

/** Smallest height of anything tapped: 44 px, for gloved fingers on a tablet in the field. */
export const TOUCH_TARGET = rem(44);

/**
 * The default and medium sizes grow to the touch height; `xs` stays compact on purpose (dense table actions)
 * and `lg`/`xl` are taller already.
 */
function touchSized(size: unknown): boolean {
  return size === undefined || size === 'sm' || size === 'md';
}

/** The small cross that clears a field: 18 px drawn in a 44 px button (the field's full height). */
const CLEAR_ICON = rem(18);

/**
 * A field with a value shows only its clear button on the right, not the clear button and the chevron
 * squeezed together: room for a 44 px button. Tapping the field still opens its list.
 */
const CLEAR_ONLY = { clearSectionMode: 'clear' } as const;

const SYSTEM_FONTS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

/** A dialog's close button says what it does; Mantine draws only a cross. */
const CLOSE_BUTTON = { closeButtonProps: { 'aria-label': 'Close' } } as const;

/**
 * Tokens of the console. Fonts are the system's own, so nothing is fetched and the shell works offline.
 * Colours are Mantine's names over PALETTE, whose shade 8 (every colour's filled shade here) passes 4.5:1
 * with white text and on white.
 */
export const theme = createTheme({
  colors: PALETTE,
  primaryColor: PRIMARY.color,
  primaryShade: { light: PRIMARY.shade, dark: PRIMARY.shade },
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily: SYSTEM_FONTS,
  headings: { fontFamily: SYSTEM_FONTS, fontWeight: '650' },
  components: {
    // Links are underlined: in a sentence, colour alone would not tell them from the text around them.
    Anchor: extend<AnchorFactory>({ defaultProps: { underline: 'always' } }),
    Alert: extend<AlertFactory>({ defaultProps: { closeButtonLabel: 'Dismiss' } }),
    // A menu holds only its items: no focus placeholder in it; the dropdown itself takes the first focus and
    // Arrow Down reaches the items.
    Menu: extend<MenuFactory>({ defaultProps: { withInitialFocusPlaceholder: false } }),
    Modal: extend<ModalFactory>({ defaultProps: CLOSE_BUTTON }),
    Drawer: extend<DrawerFactory>({ defaultProps: CLOSE_BUTTON }),
    Button: extend<ButtonFactory>({
      vars: (_theme, props) => ({ root: touchSized(props.size) ? { '--button-height': TOUCH_TARGET } : {} }),
    }),
    ActionIcon: extend<ActionIconFactory>({
      vars: (_theme, props) => ({
        root: touchSized(props.size) || props.size === 'lg' ? { '--ai-size': TOUCH_TARGET } : {},
      }),
    }),
    // Dropdowns, menus and pickers are placed against the viewport: an absolutely placed one that sticks out
    // (measured before it has a width, or near the edge) widens a phone's page, and a full-screen dialog with
    // it, which moves the dropdown again. A fixed one never adds to the page's width.
    Popover: extend<PopoverFactory>({
      defaultProps: { floatingStrategy: 'fixed' },
    }),
    Input: extend<InputFactory>({
      vars: (_theme, props) => ({
        wrapper: touchSized(props.size) ? { '--input-height': TOUCH_TARGET } : {},
      }),
    }),
    // The show/hide button fills the 44 px input's height and is a Tab stop, as any other button.
    PasswordInput: extend<PasswordInputFactory>({
      defaultProps: { visibilityToggleFocusable: true },
      vars: (_theme, props) => ({
        root: touchSized(props.size) ? { '--psi-button-size': TOUCH_TARGET } : {},
      }),
    }),
    // Close buttons (of dialogs, alerts, search fields) are 44 px; a pill's small remove cross (transparent,
    // inside a 44 px field that opens the same list) keeps its size.
    CloseButton: extend<CloseButtonFactory>({
      vars: (_theme, props) => ({
        root:
          touchSized(props.size) && props.variant !== 'transparent'
            ? { '--cb-size': TOUCH_TARGET, '--cb-icon-size': rem(props.iconSize ?? 20) }
            : {},
      }),
    }),
    // A field's clear button: the field's full height, over a transparent background so that the field's
    // border stays drawn under its edge.
    // Named, as every button: a date field's clear button has no name of its own.
    InputClearButton: extend<InputClearButtonFactory>({
      defaultProps: { 'aria-label': 'Clear' },
      vars: () => ({
        root: { '--cb-size': TOUCH_TARGET, '--cb-icon-size': CLEAR_ICON, '--input-bg': 'transparent' },
      }),
    }),
    Select: extend<SelectFactory>({ defaultProps: CLEAR_ONLY }),
    MultiSelect: extend<MultiSelectFactory>({ defaultProps: CLEAR_ONLY }),
    Autocomplete: extend<AutocompleteFactory>({ defaultProps: CLEAR_ONLY }),
    TagsInput: extend<TagsInputFactory>({ defaultProps: CLEAR_ONLY }),
    FileInput: extend<FileInputFactory>({ defaultProps: CLEAR_ONLY }),
    DatePickerInput: extend<DatePickerInputFactory>({ defaultProps: CLEAR_ONLY }),
    // Steppers would be two 21 px buttons stacked in the field; the keyboard's arrows still step.
    NumberInput: extend<NumberInputFactory>({ defaultProps: { hideControls: true } }),
    Checkbox: extend<CheckboxFactory>({ classNames: { input: classes.touchHalo } }),
    Pagination: extend<PaginationFactory>({
      vars: (_theme, props) => ({
        root: touchSized(props.size) ? { '--pagination-control-size': TOUCH_TARGET } : {},
      }),
    }),
    NavLink: extend<NavLinkFactory>({
      styles: { root: { minHeight: TOUCH_TARGET } },
    }),
  },
});

/**
 * The standard appearance's own values for Mantine's shared colour variables: a placeholder (shown as text by
 * date fields) in gray 6, 5.2:1 on white, instead of gray 5 (2.1:1).
 */
export const themeVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-placeholder': 'var(--mantine-color-gray-6)' },
  dark: {},
});
