import { createContext, useContext } from 'react';

/**
 * True where a form is shown read-only: a record screen in view mode (C§4.3).
 * The form field components read it; a screen's own controls can too.
 */
export const FormReadOnlyContext = createContext(false);

export function useFormReadOnly(): boolean {
  return useContext(FormReadOnlyContext);
}
