import AppBar, { type AppBarProps } from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../auth/auth.api';
import { LanguageSwitch } from './LanguageSwitch';
import { ProfileMenu } from './ProfileMenu';

interface TopBarProps extends Pick<AppBarProps, 'position' | 'sx'> {
  /** Links shown between the account button and Sign out. */
  children?: ReactNode;
}

/**
 * The top bar of the signed-in screens: product title, the interface
 * language, the account button (the user's name, opening the profile menu
 * with the roles), the features' actions and Sign out.
 */
export function TopBar({ position, sx, children }: TopBarProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  const handleSignOut = () => logout.mutate();
  return (
    <AppBar position={position} sx={sx}>
      <Toolbar>
        <Typography component="div" variant="h6" sx={{ flexGrow: 1 }}>
          {t('productTitle')}
        </Typography>
        <LanguageSwitch keepOnServer />
        <ProfileMenu onSignOut={handleSignOut} signingOut={logout.isPending} />
        {children}
        {/* Sign out stays one click away; the profile menu offers it too, beside the account. */}
        <Button
          color="inherit"
          variant="outlined"
          disabled={logout.isPending}
          onClick={handleSignOut}
        >
          {t('signOut')}
        </Button>
      </Toolbar>
    </AppBar>
  );
}
