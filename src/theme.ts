import {
  ActionIcon,
  Button,
  createTheme,
  Input,
  NavLink,
  Pagination,
  PasswordInput,
  rem,
} from '@mantine/core';

/** Smallest height of anything tapped: 44 px, for gloved fingers on a tablet in the field. */
export const TOUCH_TARGET = rem(44);

/**
 * The default and medium sizes grow to the touch height; `xs` stays compact on purpose (dense table actions)
 * and `lg`/`xl` are taller already.
 */
function touchSized(size: unknown): boolean {
  return size === undefined || size === 'sm' || size === 'md';
}

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
    Input: Input.extend({
      vars: (_theme, props) => ({
        wrapper: touchSized(props.size) ? { '--input-height': TOUCH_TARGET } : {},
      }),
    }),
    // The show/hide button sits inside the 44 px input, so it gets the most the input's border leaves.
    PasswordInput: PasswordInput.extend({
      vars: (_theme, props) => ({ root: touchSized(props.size) ? { '--psi-button-size': rem(40) } : {} }),
    }),
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
