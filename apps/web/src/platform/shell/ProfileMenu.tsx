import { roleWords } from '@bo/contract';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../auth/auth.api';
import { DetailList } from '../ui/DetailList';

interface ProfileMenuProps {
  onSignOut: () => void;
  signingOut: boolean;
}

/**
 * The account button of the top bar, named by the user's full name: it opens
 * who is signed in (login, company, customer code), the roles held, and Sign
 * out. A dialog rather than a role="menu": most of it is text to read, which a
 * menu's arrow keys would skip.
 */
export function ProfileMenu({ onSignOut, signingOut }: ProfileMenuProps) {
  const { t } = useTranslation();
  const me = useMe();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const panelId = useId();
  const titleId = useId();
  const account = [
    { label: t('login'), value: me.login },
    { label: t('company'), value: String(me.comId) },
    ...(me.custNo ? [{ label: t('customerCode'), value: me.custNo }] : []),
  ];

  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircleIcon />}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ mr: 1, textTransform: 'none' }}
      >
        {me.fullName}
      </Button>
      <Popover
        id={panelId}
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: 360, maxWidth: 'calc(100vw - 32px)' },
          },
        }}
      >
        <Box sx={{ p: 2 }}>
          <Typography id={titleId} component="h2" variant="overline" color="text.secondary">
            {t('accountMenuTitle')}
          </Typography>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 500 }}>
            {me.fullName}
          </Typography>
          <DetailList
            rows={account.map(({ label, value }) => [label, value] as const)}
            sx={{
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: 2,
              rowGap: 0.5,
              m: 0,
              mt: 1,
            }}
          />
        </Box>
        <Divider />
        <Box sx={{ px: 2, pt: 1.5 }}>
          <Typography component="h3" variant="subtitle2">
            {t('yourRoles')}
          </Typography>
          {me.roles.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
              {t('noRoles')}
            </Typography>
          ) : (
            <List dense aria-label={t('yourRoles')} sx={{ maxHeight: '50vh', overflowY: 'auto' }}>
              {me.roles.map((role) => {
                const words = roleWords(role, t);
                return (
                  <ListItem key={role} disableGutters>
                    <ListItemText primary={words?.name ?? role} secondary={words?.description} />
                  </ListItem>
                );
              })}
            </List>
          )}
        </Box>
        <Divider />
        <Box sx={{ p: 1.5, display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="outlined" disabled={signingOut} onClick={onSignOut}>
            {t('signOut')}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
