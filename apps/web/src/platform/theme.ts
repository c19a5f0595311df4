import type { Language } from '@bo/contract';
import { enUS, ukUA } from '@mui/material/locale';
import { createTheme, type ThemeOptions } from '@mui/material/styles';

/** Light theme with compact density for all-day use. */
const themeOptions: ThemeOptions = {
  palette: { mode: 'light', background: { default: '#f5f6f8' } },
  typography: { fontSize: 13 },
  components: {
    MuiButton: { defaultProps: { size: 'small', disableElevation: true } },
    MuiIconButton: { defaultProps: { size: 'small' } },
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
    MuiFormControl: { defaultProps: { size: 'small' } },
    MuiCheckbox: { defaultProps: { size: 'small' } },
    MuiTable: { defaultProps: { size: 'small' } },
    MuiToolbar: { defaultProps: { variant: 'dense' } },
    MuiListItemButton: { defaultProps: { dense: true } },
    MuiAppBar: { defaultProps: { elevation: 1 } },
    MuiSnackbar: { defaultProps: { anchorOrigin: { vertical: 'bottom', horizontal: 'center' } } },
  },
};

/**
 * The theme in each interface language: MUI's own words (rows per page, the
 * pagination's buttons, an autocomplete's 'No options') come with its locale.
 */
export const themes: Record<Language, ReturnType<typeof createTheme>> = {
  en: createTheme(themeOptions, enUS),
  uk: createTheme(themeOptions, ukUA),
};
