import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container, { type ContainerProps } from '@mui/material/Container';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { homePath } from '../auth/safeNext';
import { useTopBarActions } from '../feature';
import { TopBar } from './TopBar';

interface PortalFrameProps {
  children: ReactNode;
  /** How wide the content may grow; the reading screens take the widest. */
  maxWidth?: ContainerProps['maxWidth'];
}

/** The frame of the reading screens (journals, the item page): a top bar without the admin drawer. */
export function PortalFrame({ children, maxWidth = 'xl' }: PortalFrameProps) {
  const { t } = useTranslation();
  const topBarActions = useTopBarActions();
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <TopBar position="sticky">
        <Button color="inherit" component={RouterLink} to={homePath} sx={{ mr: 1 }}>
          {t('productTitle')}
        </Button>
        {topBarActions.map((Action, index) => (
          <Action key={index} />
        ))}
      </TopBar>
      <Container maxWidth={maxWidth} component="main" sx={{ py: 2 }}>
        {children}
      </Container>
    </Box>
  );
}
