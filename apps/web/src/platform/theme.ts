import { createTheme } from '@mui/material/styles';

/** Light theme with compact density for all-day use. */
export const theme = createTheme({
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
});
