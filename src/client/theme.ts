import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'teal',
  // Shade 9 keeps white button text above 4.5:1 contrast (WCAG AA) in both schemes: dark mode's
  // default shade 7 gave white on #0ca678, 3.1:1.
  primaryShade: { light: 9, dark: 9 },
  autoContrast: true,
  // Dialogs, menus and drawers appear without animation for people who ask their system for less motion.
  respectReducedMotion: true,
  // Defined in first-paint.css, which the server's first paint of the dashboard uses before this theme exists.
  fontFamily: 'var(--app-font-family)',
  defaultRadius: 'md',
  // Filled mid-tone badges (green, yellow) cannot reach 4.5:1 with either text colour.
  // Links inside text must be told apart by more than colour.
  // Plain objects rather than Badge.extend(): importing the components would put them in the first download.
  components: {
    // A squeezed table column used to cut a status badge to "CONF…": a badge keeps its word whole.
    Badge: { defaultProps: { variant: 'light' }, styles: { root: { minWidth: 'max-content' } } },
    Anchor: { defaultProps: { underline: 'always' } },
  },
});

// Mantine's light-scheme "dimmed" grey and its light/text variants of status colours fall
// below 4.5:1 on white; these darker tones pass while keeping the same hues.
const STATUS_TEXT_LIGHT: Record<string, string> = {
  teal: '#075e46',
  green: '#1f6b2a',
  red: '#a51d1d',
  yellow: '#7a4d00',
  orange: '#8f3a08',
  blue: '#124f8c',
  gray: '#3d4349',
};

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#495057',
    // A field's error text: Mantine's red 6 reads 3.6:1 on white.
    '--mantine-color-error': STATUS_TEXT_LIGHT.red!,
    ...Object.fromEntries(
      Object.entries(STATUS_TEXT_LIGHT).flatMap(([color, tone]) => [
        [`--mantine-color-${color}-light-color`, tone],
        [`--mantine-color-${color}-text`, tone],
      ]),
    ),
  },
  // Mantine's dark "dimmed" grey, #828282, reads 4.0:1 on the page and 3.5:1 on a card; this grey passes on both.
  // Its dark error red (#e03131) reads 3.5:1 on the page; Mantine's red 4 reads 6:1.
  dark: { '--mantine-color-dimmed': '#a8a8a8', '--mantine-color-error': '#ff8787' },
});
