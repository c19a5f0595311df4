import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LanguageSwitch } from './LanguageSwitch';

/** The frame of a page outside the shell: a centred card with a title (sign-in, registration, confirmation). */
export function PublicFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
        p: 2,
      }}
    >
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent>
          {/* Room for the floating label of the first field (an outlined field's label sits on its top edge). */}
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 2.5 }}>
            <Typography component="h1" variant="h5" sx={{ flexGrow: 1 }}>
              {title}
            </Typography>
            <LanguageSwitch color="primary" keepOnServer={false} />
          </Box>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
