import { messages } from '@bo/contract';
import AppBar, { type AppBarProps } from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLogout, useMe } from '../auth/auth.api';
import { useErrorNotifier } from '../ui/useNotify';

export interface TopBarProps extends Pick<AppBarProps, 'position' | 'sx'> {
  /** Links shown between the user's name and Sign out. */
  children?: ReactNode;
}

/** The top bar of the signed-in screens: product title, the user's name and Sign out. */
export function TopBar({ position, sx, children }: TopBarProps) {
  const me = useMe();
  const logout = useLogout();
  const notifyError = useErrorNotifier();
  return (
    <AppBar position={position} sx={sx}>
      <Toolbar>
        <Typography component="div" variant="h6" sx={{ flexGrow: 1 }}>
          {messages.productTitle}
        </Typography>
        <Typography variant="body2" sx={{ mr: 2 }}>
          {me.fullName}
        </Typography>
        {children}
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
  );
}
