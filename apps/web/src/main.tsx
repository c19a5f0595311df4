import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/router';
import { AuthProvider } from './platform/auth/AuthProvider';
// Starts the text catalogue before the first render reads it.
import './platform/i18n';
import { queryClient } from './platform/queryClient';
import { ThemeInLanguage } from './platform/ThemeInLanguage';
import { ConfirmProvider } from './platform/ui/ConfirmProvider';
import { FailedCallNotices } from './platform/ui/FailedCallNotices';
import { NotifyProvider } from './platform/ui/NotifyProvider';

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
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <NotifyProvider>
              <FailedCallNotices />
              <ConfirmProvider>
                <RouterProvider router={router} />
              </ConfirmProvider>
            </NotifyProvider>
          </AuthProvider>
        </QueryClientProvider>
      </ThemeInLanguage>
    </CacheProvider>
  </StrictMode>,
);
