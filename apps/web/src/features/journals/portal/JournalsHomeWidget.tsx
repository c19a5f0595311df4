import MenuBookIcon from '@mui/icons-material/MenuBook';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { WidgetCard } from '../../../platform/ui/WidgetCard';
import { JournalCover } from '../JournalCover';
import { journalPaths } from '../journalPaths';
import { formatMonth, useJournalLibrary } from '../journals.api';

const shownCount = 4;

/** The admin home's card: the newest journals, and the way to all of them. */
export function JournalsHomeWidget() {
  const { t } = useTranslation();
  const library = useJournalLibrary();
  const newest = (library.data ?? []).slice(0, shownCount);
  return (
    <WidgetCard
      title={t('journals')}
      query={library}
      actions={
        <Button component={RouterLink} to={journalPaths.library} startIcon={<MenuBookIcon />}>
          {t('allJournals')}
        </Button>
      }
    >
      {library.data?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('noJournals')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        {newest.map((journal) => (
          <CardActionArea
            key={journal.id}
            component={RouterLink}
            to={journalPaths.viewer(journal.id)}
            sx={{ width: 'auto', p: 0.5, borderRadius: 1 }}
          >
            <JournalCover journal={journal} width={96} />
            <Typography variant="caption" component="p" sx={{ mt: 0.5, maxWidth: 96 }} noWrap>
              {formatMonth(journal.date)}
            </Typography>
          </CardActionArea>
        ))}
      </Box>
    </WidgetCard>
  );
}
