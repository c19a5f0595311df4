import { hasAnyRole, messages, roleCatalogue } from '@bo/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useMe } from '../auth/auth.api';
import type { HomeWidget } from '../feature';
import { useDocumentTitle } from './useDocumentTitle';

/** The admin home: a welcome card, then the widgets of the features the user's roles may see. */
export function AdminHomePage({ widgets = [] }: { widgets?: readonly HomeWidget[] }) {
  const me = useMe();
  useDocumentTitle('Home');
  const shown = widgets.filter((widget) => hasAnyRole(me.roles, widget.roles));
  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>
            {messages.welcome(me.fullName)}
          </Typography>
          <Typography component="h2" variant="subtitle1">
            {messages.yourRoles}
          </Typography>
          <List dense aria-label={messages.yourRoles}>
            {me.roles.map((role) => (
              <ListItem key={role} disableGutters>
                <ListItemText
                  primary={roleCatalogue[role].name}
                  secondary={roleCatalogue[role].description}
                />
              </ListItem>
            ))}
          </List>
        </CardContent>
      </Card>
      {shown.length > 0 && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'start',
          }}
        >
          {shown.map(({ key, Component }) => (
            <Suspense key={key} fallback={<LinearProgress />}>
              <Component />
            </Suspense>
          ))}
        </Box>
      )}
    </Stack>
  );
}
