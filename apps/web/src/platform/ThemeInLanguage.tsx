import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from './i18n';
import { themes } from './theme';

/** The app's theme in the interface language, switching with it. */
export function ThemeInLanguage({ children }: { children: ReactNode }) {
  // Subscribes to language changes; the language itself is read from the one instance.
  useTranslation();
  return <ThemeProvider theme={themes[currentLanguage()]}>{children}</ThemeProvider>;
}
