import {
  Anchor,
  createTheme,
  darken,
  DEFAULT_THEME,
  lighten,
  luminance,
  Pagination,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import { t } from './i18n/translate';

/**
 * The console's theme: Mantine's, with every text colour at WCAG AA contrast (4.5:1) on the surfaces it is
 * drawn on, and names for the controls Mantine draws without one. Pages do not pick shades themselves.
 */

/** WCAG 2 contrast ratio between two colours. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Small text needs 4.5:1; a little above it, so that anti-aliasing and rounding do not tip it under. */
export const READABLE = 4.6;

/**
 * The first colour, walking from `start` away from the backgrounds (shade by shade, then darker or lighter
 * still), that reads on every one of them.
 */
export function readableOn(
  palette: MantineColorsTuple,
  backgrounds: string[],
  start: number,
  towards: 'darker' | 'lighter',
): string {
  const reads = (colour: string) => backgrounds.every((background) => contrast(colour, background) >= READABLE);
  const step = towards === 'darker' ? 1 : -1;
  let shade = start;
  for (; shade >= 0 && shade <= 9; shade += step) if (reads(palette[shade])) return palette[shade];
  const end = palette[shade - step];
  for (let amount = 0.1; amount < 1; amount += 0.1) {
    const colour = towards === 'darker' ? darken(end, amount) : lighten(end, amount);
    if (reads(colour)) return colour;
  }
  return towards === 'darker' ? '#000' : '#fff';
}

const { colors } = DEFAULT_THEME;
/** The light scheme's page, striped-row and hovered-row surfaces; the dark scheme's. */
const LIGHT_SURFACES = ['#ffffff', colors.gray[0], colors.gray[1]];
const DARK_SURFACES = [colors.dark[7], colors.dark[6], colors.dark[5]];

/** Mantine's light and outline variants, and `c="red"`-style text, in a shade that reads on its surfaces. */
function colourVariables(scheme: 'light' | 'dark'): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, palette] of Object.entries(colors)) {
    if (name === 'dark' && scheme === 'light') continue;
    // A light variant (badge, alert, the active navigation item, Ctrl+K's highlighted place) draws its text on
    // the colour's own tint, and on a deeper one under the pointer: the text reads on both.
    const tint = scheme === 'light' ? palette[1] : darken(palette[9], 0.5);
    const hoverTint = scheme === 'light' ? palette[2] : darken(palette[9], 0.3);
    const surfaces = scheme === 'light' ? LIGHT_SURFACES : DARK_SURFACES;
    const text =
      scheme === 'light' ? readableOn(palette, surfaces, 6, 'darker') : readableOn(palette, surfaces, 4, 'lighter');
    const tints = [tint, hoverTint, ...surfaces];
    const onTint =
      scheme === 'light' ? readableOn(palette, tints, 7, 'darker') : readableOn(palette, tints, 2, 'lighter');
    variables[`--mantine-color-${name}-light`] = tint;
    variables[`--mantine-color-${name}-light-hover`] = hoverTint;
    variables[`--mantine-color-${name}-text`] = text;
    variables[`--mantine-color-${name}-outline`] = text;
    variables[`--mantine-color-${name}-light-color`] = onTint;
  }
  return variables;
}

// Derived once, at load: the palette is Mantine's own, whatever theme the provider passes.
const VARIABLES = {
  variables: {},
  light: {
    ...colourVariables('light'),
    '--mantine-color-dimmed': readableOn(colors.gray, LIGHT_SURFACES, 6, 'darker'),
    '--mantine-color-anchor': readableOn(colors.blue, LIGHT_SURFACES, 6, 'darker'),
  },
  dark: {
    ...colourVariables('dark'),
    '--mantine-color-dimmed': readableOn(colors.dark, DARK_SURFACES, 2, 'lighter'),
    '--mantine-color-anchor': readableOn(colors.blue, DARK_SURFACES, 4, 'lighter'),
  },
};
export const cssVariablesResolver: CSSVariablesResolver = () => VARIABLES;

/** The shell's header, and the width below which the shell is a phone's (Mantine's `sm`, 768 px). */
export const HEADER_HEIGHT = 56;
export const PHONE_QUERY = `(width < ${DEFAULT_THEME.breakpoints.sm})`;

const PAGINATION_CONTROLS = {
  first: 'theme.firstPage',
  previous: 'theme.previousPage',
  next: 'theme.nextPage',
  last: 'theme.lastPage',
} as const;

/** The theme in the interface language: the labels Mantine gives its own controls are ours to name. */
export const consoleTheme = () =>
  createTheme({
    // Filled buttons and badges: a shade white text reads on, and black text where the colour is light.
    primaryShade: { light: 8, dark: 8 },
    autoContrast: true,
    components: {
      Pagination: Pagination.extend({
        defaultProps: {
          getControlProps: (control: keyof typeof PAGINATION_CONTROLS) => ({
            'aria-label': t(PAGINATION_CONTROLS[control]),
          }),
        },
      }),
      // The password field's eye is a button, named in the interface language (Mantine's name is English).
      PasswordInput: {
        defaultProps: { visibilityToggleButtonProps: { 'aria-label': t('theme.togglePassword') } },
      },
      // Links are told from the text around them by their underline, not by colour alone.
      Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
      // Plain objects, not Modal.extend: that would bring the Modal itself into every first page.
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': t('theme.close') } } },
      // A dialog's title bar is not the page's banner: Mantine draws it as <header>, a second banner landmark.
      ModalHeader: { defaultProps: { component: 'div' } },
      // A notification's close button needs a name, and its text the readable dimmed colour (Mantine's gray.6 reads at 3.3:1).
      Notification: {
        defaultProps: { closeButtonProps: { 'aria-label': t('theme.dismissNotification') } },
        styles: { description: { color: 'var(--mantine-color-dimmed)' } },
      },
      // A badge is a short word: shown whole. Mantine clips its label, which a table column then squeezes to nothing.
      Badge: { styles: { label: { overflow: 'visible' } } },
    },
  });
