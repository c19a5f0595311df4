import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/router';
import { AuthProvider } from './platform/auth/AuthProvider';
// Starts the text catalogue before the first render reads it.
import './platform/i18n';
import { queryClient } from './platform/queryClient';
import { AppProviders } from './platform/shell/AppProviders';
import { ThemeInLanguage } from './platform/ThemeInLanguage';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element');

// The server's Content-Security-Policy allows <style> elements carrying the
// nonce of this page (apps/server/src/platform/http/security-headers.ts);
// emotion, MUI's styling engine, puts it on every one it writes.
const cspNonce =
  document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
const emotionCache = createCache({ key: 'css', nonce: cspNonce });

createRoot(rootElement).render(
  <StrictMode>
    <CacheProvider value={emotionCache}>
      <ThemeInLanguage>
        <CssBaseline />
        <AppProviders queryClient={queryClient}>
          <AuthProvider>
            <RouterProvider router={router} />
          </AuthProvider>
        </AppProviders>
      </ThemeInLanguage>
    </CacheProvider>
  </StrictMode>,
);
