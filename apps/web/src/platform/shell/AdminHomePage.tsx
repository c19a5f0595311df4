import { roleCatalogue, messages } from '@bo/contract';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMe } from '../auth/auth.api';

/** The admin home: a welcome card; later issues add widgets below it. */
export function AdminHomePage() {
  const me = useMe();
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
    </Stack>
  );
}
