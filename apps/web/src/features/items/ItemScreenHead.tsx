import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBreadcrumbs, type Crumb } from '../../platform/ui/PageBreadcrumbs';
import { itemPaths } from './itemPaths';

interface ItemScreenHeadProps {
  /** The crumbs after the item list's, which always comes first. */
  crumbs: readonly Crumb[];
  title: string;
  /** The screen's buttons, at the end of the row (below the title on narrow screens). */
  actions: ReactNode;
  /** The space between the title and the wrapped actions, in theme spacing. */
  rowGap: number;
}

/** The head of the item screens (card, translate): the crumbs and the title, the actions beside them. */
export function ItemScreenHead({ crumbs, title, actions, rowGap }: ItemScreenHeadProps) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'flex-end', flexWrap: 'wrap', columnGap: 2, rowGap, mb: 2 }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <PageBreadcrumbs
          crumbs={[{ key: 'list', label: t('itemCards'), to: itemPaths.list }, ...crumbs]}
        />
        <Typography component="h1" variant="h6">
          {title}
        </Typography>
      </Box>
      {actions}
    </Stack>
  );
}
