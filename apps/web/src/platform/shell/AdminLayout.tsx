import { messages } from '@bo/contract';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Outlet } from 'react-router';
import { useLogout, useMe } from '../auth/auth.api';
import { useErrorNotifier } from '../ui/useNotify';
import { MainDrawer } from './MainDrawer';

/** The signed-in shell: top bar, permanent drawer and the current screen. */
export function AdminLayout({ implementedPaths }: { implementedPaths: ReadonlySet<string> }) {
  const me = useMe();
  const logout = useLogout();
  const notifyError = useErrorNotifier();

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar>
          <Typography component="div" variant="h6" sx={{ flexGrow: 1 }}>
            {messages.productTitle}
          </Typography>
          <Typography variant="body2" sx={{ mr: 2 }}>
            {me.fullName}
          </Typography>
          <Button
            color="inherit"
            variant="outlined"
            disabled={logout.isPending}
            onClick={() => logout.mutate(undefined, { onError: notifyError })}
          >
            Sign out
          </Button>
        </Toolbar>
      </AppBar>
      <MainDrawer implementedPaths={implementedPaths} />
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: 2 }}>
        <Toolbar />
        <Outlet />
      </Box>
    </Box>
  );
}
