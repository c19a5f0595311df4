import type { Journal } from '@bo/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PortalFrame } from '../../../platform/shell/PortalFrame';
import { ErrorAlert } from '../../../platform/ui/ErrorAlert';
import { TileGrid } from '../../../platform/ui/TileGrid';
import { JournalCover } from '../JournalCover';
import { journalPaths } from '../journalPaths';
import { formatMonth, useJournalLibrary } from '../journals.api';

/** Journals by year, newest month first. */
function byYear(journals: readonly Journal[]): [string, Journal[]][] {
  const sorted = [...journals].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  const years = new Map<string, Journal[]>();
  for (const journal of sorted) {
    const year = journal.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), journal]);
  }
  return [...years];
}

/** /journals: the monthly journals of the user's company as covers, each opening the viewer (A§1). */
export function JournalLibraryPage() {
  const { t } = useTranslation();
  const library = useJournalLibrary();
  return (
    <PortalFrame>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {t('journals')}
      </Typography>
      {library.isPending && <LinearProgress />}
      {library.isError && (
        <ErrorAlert error={library.error} onRetry={() => void library.refetch()} />
      )}
      {library.data?.length === 0 && <Alert severity="info">{t('noJournals')}</Alert>}
      <Stack spacing={3}>
        {byYear(library.data ?? []).map(([year, journals]) => (
          <Box component="section" key={year} aria-labelledby={`journals-${year}`}>
            <Typography id={`journals-${year}`} component="h2" variant="h6" sx={{ mb: 1 }}>
              {year}
            </Typography>
            <TileGrid minTileWidth={196} gap={2}>
              {journals.map((journal) => (
                <li key={journal.id}>
                  <CardActionArea
                    component={RouterLink}
                    to={journalPaths.viewer(journal.id)}
                    sx={{ p: 1, borderRadius: 1 }}
                  >
                    <JournalCover journal={journal} />
                    <Typography variant="subtitle2" sx={{ mt: 1 }}>
                      {journal.name}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {formatMonth(journal.date)}
                    </Typography>
                  </CardActionArea>
                </li>
              ))}
            </TileGrid>
          </Box>
        ))}
      </Stack>
    </PortalFrame>
  );
}
