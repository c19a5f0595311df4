import MenuBookIcon from '@mui/icons-material/MenuBook';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Journal } from '@bo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMonth } from './journals.api';

/** A journal's cover (the JPEG of its first page), or a placeholder cover when it has none. */
export function JournalCover({ journal, width = 180 }: { journal: Journal; width?: number }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const frame = {
    width,
    aspectRatio: '1 / 1.414',
    borderRadius: 1,
    boxShadow: 2,
    overflow: 'hidden',
    bgcolor: 'common.white',
  } as const;

  if (journal.coverUrl && !failed) {
    return (
      <Box
        component="img"
        src={journal.coverUrl}
        alt={t('journalCoverOf', { name: journal.name })}
        loading="lazy"
        onError={() => setFailed(true)}
        sx={{ ...frame, display: 'block', objectFit: 'cover' }}
      />
    );
  }
  return (
    <Box
      role="img"
      aria-label={t('journalNoCover', { name: journal.name })}
      sx={{
        ...frame,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        p: 2,
        textAlign: 'center',
        color: 'primary.contrastText',
        bgcolor: 'primary.main',
        backgroundImage: 'linear-gradient(160deg, rgba(255,255,255,0.18), rgba(0,0,0,0.18))',
      }}
    >
      <MenuBookIcon sx={{ fontSize: width / 4 }} />
      <Typography variant="subtitle2" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
        {journal.name}
      </Typography>
      <Typography variant="caption">{formatMonth(journal.date)}</Typography>
    </Box>
  );
}
