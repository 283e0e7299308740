import { createTheme, type Theme } from '@mui/material/styles';

/** Brand green (also the theme-color of index.html and the logo's background). */
const BRAND_GREEN = '#2e7d32';

/** Phones (under MUI's `sm`): every control a finger presses is at least 44×44 px there. */
const PHONE = '@media (max-width:599.95px)';
const TOUCH = 44;
/** A form's own buttons, pressed with a thumb in the barn (docs/offline.md): 48 px on a phone. */
const THUMB = 48;

/** Someone who asked their system for less motion: read once, as the theme is built once. */
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

let theme: Theme | undefined;

/**
 * The app's MUI theme, built on first use: by the first render, which yields to the browser,
 * rather than while the app's code starts, which does not.
 */
export function appTheme(): Theme {
  theme ??= buildTheme(globalThis.matchMedia?.(REDUCED_MOTION).matches ?? false);
  return theme;
}

/**
 * With less motion asked for, nothing slides, grows or ripples: menus, panels and dialogs stand at
 * once where they end (they still open and close on the same timers).
 */
export function buildTheme(reducedMotion: boolean): Theme {
  return createTheme({
    ...(reducedMotion ? { transitions: { create: () => 'none' } } : {}),
    palette: {
      primary: { main: BRAND_GREEN },
      secondary: { main: '#f9a825' },
      background: { default: '#f5f6f2' },
      // Text on a filled colour (a warning chip) takes white or black by WCAG AA's 4.5:1, not MUI's default 3:1.
      contrastThreshold: 4.5,
    },
    // System fonts: nothing to download before the first paint.
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
    shape: { borderRadius: 8 },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // A focus ring anyone can follow by keyboard: black reads at more than 3:1 on white and on the brand green.
          ':focus-visible': { outline: '3px solid #000', outlineOffset: '2px' },
          '.MuiDataGrid-cell:focus-visible, .MuiDataGrid-cell:focus-within': { outline: '3px solid #000 !important', outlineOffset: '-3px' },
          // Small fields are 40 px: on a phone the input itself grows to 44 (its text stays centred).
          // A small select (8.5 px padding each side of a 23 px line) and a table's rows-per-page select
          // grow the same way; three classes outweigh the select's own two.
          [PHONE]: {
            '.MuiInputBase-sizeSmall > input': { minHeight: TOUCH, boxSizing: 'border-box' },
            '.MuiInputBase-sizeSmall > .MuiSelect-select.MuiInputBase-input': { paddingTop: 10.5, paddingBottom: 10.5 },
            '.MuiTablePagination-select.MuiSelect-select.MuiInputBase-input': { minHeight: TOUCH, minWidth: TOUCH, boxSizing: 'border-box', display: 'flex', alignItems: 'center', justifyContent: 'flex-end' },
          },
        },
      },
      MuiButtonBase: { defaultProps: { disableRipple: reducedMotion } },
      MuiSkeleton: { defaultProps: { animation: reducedMotion ? false : 'pulse' } },
      MuiButton: { styleOverrides: { root: { [PHONE]: { minHeight: TOUCH, minWidth: TOUCH } } } },
      MuiDialogActions: { styleOverrides: { root: { [PHONE]: { '& .MuiButton-root': { minHeight: THUMB } } } } },
      MuiIconButton: { styleOverrides: { root: { [PHONE]: { minHeight: TOUCH, minWidth: TOUCH } } } },
      MuiToggleButton: { styleOverrides: { root: { [PHONE]: { minHeight: TOUCH, minWidth: TOUCH } } } },
      MuiPaginationItem: { styleOverrides: { root: { [PHONE]: { minHeight: TOUCH, minWidth: TOUCH } } } },
      // A link is a target too: on a phone it grows to a finger's size around its text.
      MuiLink: { styleOverrides: { root: { [PHONE]: { display: 'inline-flex', alignItems: 'center', minHeight: TOUCH, minWidth: TOUCH } } } },
      // A chip's delete cross is pressed on its own (the chips of a multiple picker): on a phone the
      // chip grows to a finger's height and the cross gets a 44 px square of padding around its 24 px.
      MuiChip: {
        styleOverrides: {
          clickable: { [PHONE]: { minHeight: TOUCH } },
          deletable: { [PHONE]: { minHeight: TOUCH } },
          deleteIcon: { [PHONE]: { boxSizing: 'content-box', fontSize: 24, padding: (TOUCH - 24) / 2, margin: 0 } },
        },
      },
      MuiAutocomplete: { styleOverrides: { input: { [PHONE]: { minHeight: TOUCH, boxSizing: 'border-box' } } } },
      // The hidden native input covers the whole control: 24 px icon + 2 × 11 px.
      MuiCheckbox: { styleOverrides: { root: { [PHONE]: { padding: 11 } } } },
      MuiRadio: { styleOverrides: { root: { [PHONE]: { padding: 11 } } } },
    },
  });
}
