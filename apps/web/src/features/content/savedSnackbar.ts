/** B§9: the 'Saved!' snackbar shows for 1000 ms. */
export const savedSnackbarMs = 1000;
