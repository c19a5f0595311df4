import { contentScreens } from '@bo/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBreadcrumbs } from '../../../../platform/ui/PageBreadcrumbs';

interface ArticleScreenProps {
  title: string;
  /** The buttons of B§2, at the end of the head's row. */
  actions: ReactNode;
  children: ReactNode;
}

/**
 * The card of the new-content form and the article editor: the content list's
 * crumb and the title, the buttons beside them, then the fields or the tabs.
 * No `<form>`: the editor's tabs bring forms and searches of their own, and
 * Enter in one of them must not save the article.
 */
export function ArticleScreen({ title, actions, children }: ArticleScreenProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'flex-end', flexWrap: 'wrap', columnGap: 2, rowGap: 1, mb: 2 }}
      >
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <PageBreadcrumbs
            crumbs={[
              { key: 'list', label: t('contentScreen'), to: contentScreens.list },
              { key: 'this', label: title },
            ]}
          />
          <Typography id={titleId} component="h1" variant="h6">
            {title}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {actions}
        </Stack>
      </Stack>
      {children}
    </Paper>
  );
}
