import type { Me } from '@bo/contract';
import { CacheProvider } from '@emotion/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MeContext } from '../platform/auth/MeContext';
import { createQueryClient } from '../platform/queryClient';
import { AppProviders } from '../platform/shell/AppProviders';
import { themes } from '../platform/theme';
import { testStyleCache } from './testStyles';

// The app's theme with instant transitions: dialogs and snackbars open and close
// without waiting out their animations, which is most of a test's time otherwise.
const testTheme = createTheme(themes.en, {
  transitions: {
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
  // No ripple on a click: an effect a test never reads, drawn and styled on every click.
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
});

/**
 * Renders `ui` inside the providers of main.tsx (a style cache, queries without
 * retries, snackbars, failed-call messages, confirmations) on a memory router opened at `path`,
 * with `me` signed in when given, and returns the render result, a userEvent session, the router
 * and the query client.
 */
export function renderInApp(ui: ReactNode, { path = '/', me }: { path?: string; me?: Me } = {}) {
  const queryClient = createQueryClient({
    queries: { retry: false, refetchOnWindowFocus: false },
  });
  const element = me ? <MeContext value={me}>{ui}</MeContext> : ui;
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  // No timer between keystrokes and clicks: each action waits for the screen, not for the clock.
  const user = userEvent.setup({ delay: null });
  const result = render(
    <CacheProvider value={testStyleCache()}>
      <ThemeProvider theme={testTheme}>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </ThemeProvider>
    </CacheProvider>,
  );
  return { ...result, user, router, queryClient };
}
