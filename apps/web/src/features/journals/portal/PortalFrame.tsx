import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { homePath } from '../../../platform/auth/safeNext';
import { TopBar } from '../../../platform/shell/TopBar';

/** The frame of the reading screens: a top bar without the admin drawer. */
export function PortalFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <TopBar position="sticky">
        <Button color="inherit" component={RouterLink} to={homePath} sx={{ mr: 1 }}>
          {t('productTitle')}
        </Button>
      </TopBar>
      <Container maxWidth="xl" component="main" sx={{ py: 2 }}>
        {children}
      </Container>
    </Box>
  );
}
