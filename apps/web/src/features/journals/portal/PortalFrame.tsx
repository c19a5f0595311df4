import { messages } from '@bo/contract';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useLogout, useMe } from '../../../platform/auth/auth.api';
import { homePath } from '../../../platform/auth/safeNext';
import { useErrorNotifier } from '../../../platform/ui/useNotify';

/** The frame of the reading screens: a top bar without the admin drawer. */
export function PortalFrame({ children }: { children: ReactNode }) {
  const me = useMe();
  const logout = useLogout();
  const notifyError = useErrorNotifier();
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <AppBar position="sticky">
        <Toolbar>
          <Typography component="div" variant="h6" sx={{ flexGrow: 1 }}>
            {messages.productTitle}
          </Typography>
          <Typography variant="body2" sx={{ mr: 2 }}>
            {me.fullName}
          </Typography>
          <Button color="inherit" component={RouterLink} to={homePath} sx={{ mr: 1 }}>
            Back office
          </Button>
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
      <Container maxWidth="xl" component="main" sx={{ py: 2 }}>
        {children}
      </Container>
    </Box>
  );
}
