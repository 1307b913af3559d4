import {
  ActionIcon,
  Autocomplete,
  Button,
  Checkbox,
  CloseButton,
  createTheme,
  FileInput,
  Input,
  InputClearButton,
  MultiSelect,
  NavLink,
  NumberInput,
  Pagination,
  PasswordInput,
  Popover,
  rem,
  Select,
  TagsInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import classes from './theme.module.css';

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

/** Tokens of the console. Fonts are the system's own, so nothing is fetched and the shell works offline. */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily: SYSTEM_FONTS,
  headings: { fontFamily: SYSTEM_FONTS, fontWeight: '650' },
  components: {
    Button: Button.extend({
      vars: (_theme, props) => ({ root: touchSized(props.size) ? { '--button-height': TOUCH_TARGET } : {} }),
    }),
    ActionIcon: ActionIcon.extend({
      vars: (_theme, props) => ({
        root: touchSized(props.size) || props.size === 'lg' ? { '--ai-size': TOUCH_TARGET } : {},
      }),
    }),
    // Dropdowns, menus and pickers are placed against the viewport: an absolutely placed one that sticks out
    // (measured before it has a width, or near the edge) widens a phone's page, and a full-screen dialog with
    // it, which moves the dropdown again. A fixed one never adds to the page's width.
    Popover: Popover.extend({
      defaultProps: { floatingStrategy: 'fixed' },
    }),
    Input: Input.extend({
      vars: (_theme, props) => ({
        wrapper: touchSized(props.size) ? { '--input-height': TOUCH_TARGET } : {},
      }),
    }),
    // The show/hide button fills the 44 px input's height and is a Tab stop, as any other button.
    PasswordInput: PasswordInput.extend({
      defaultProps: { visibilityToggleFocusable: true },
      vars: (_theme, props) => ({
        root: touchSized(props.size) ? { '--psi-button-size': TOUCH_TARGET } : {},
      }),
    }),
    // Close buttons (of dialogs, alerts, search fields) are 44 px; a pill's small remove cross (transparent,
    // inside a 44 px field that opens the same list) keeps its size.
    CloseButton: CloseButton.extend({
      vars: (_theme, props) => ({
        root:
          touchSized(props.size) && props.variant !== 'transparent'
            ? { '--cb-size': TOUCH_TARGET, '--cb-icon-size': rem(props.iconSize ?? 20) }
            : {},
      }),
    }),
    // A field's clear button: the field's full height, over a transparent background so that the field's
    // border stays drawn under its edge.
    InputClearButton: InputClearButton.extend({
      vars: () => ({
        root: { '--cb-size': TOUCH_TARGET, '--cb-icon-size': CLEAR_ICON, '--input-bg': 'transparent' },
      }),
    }),
    Select: Select.extend({ defaultProps: CLEAR_ONLY }),
    MultiSelect: MultiSelect.extend({ defaultProps: CLEAR_ONLY }),
    Autocomplete: Autocomplete.extend({ defaultProps: CLEAR_ONLY }),
    TagsInput: TagsInput.extend({ defaultProps: CLEAR_ONLY }),
    FileInput: FileInput.extend({ defaultProps: CLEAR_ONLY }),
    DatePickerInput: DatePickerInput.extend({ defaultProps: CLEAR_ONLY }),
    // Steppers would be two 21 px buttons stacked in the field; the keyboard's arrows still step.
    NumberInput: NumberInput.extend({ defaultProps: { hideControls: true } }),
    Checkbox: Checkbox.extend({ classNames: { input: classes.touchHalo } }),
    Pagination: Pagination.extend({
      vars: (_theme, props) => ({
        root: touchSized(props.size) ? { '--pagination-control-size': TOUCH_TARGET } : {},
      }),
    }),
    NavLink: NavLink.extend({
      styles: { root: { minHeight: TOUCH_TARGET } },
    }),
  },
});
