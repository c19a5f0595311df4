import { itemFileKind, type ItemFile } from '@bo/contract';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../platform/ui/DetailList';
import { fileDescriptionText } from './fileTexts';

/** The selected file, read-only: its preview and fields. */
export function FileDetails({ file }: { file: ItemFile }) {
  const { t } = useTranslation();
  const kind = itemFileKind(file.fileType);
  const rows: [string, string][] = [
    [kind === 'link' ? t('linkUrl') : t('file'), file.originalName],
    [t('fileDescription'), fileDescriptionText(file.fileDescript, t)],
    [t('sort'), String(file.sort)],
    [t('fileSource'), file.manual ? t('manualFile') : t('supplierFile')],
    [t('hiddenFile'), file.hidden ? t('yes') : t('no')],
  ];
  if (kind === 'image') rows.push([t('firstPicture'), file.mainPic ? t('yes') : t('no')]);

  return (
    <Stack spacing={2} component="section" aria-label={t('fileDetails')}>
      {kind === 'image' && (
        <Box
          component="img"
          src={file.url}
          alt={fileDescriptionText(file.fileDescript, t)}
          sx={{ maxWidth: '100%', maxHeight: 280, objectFit: 'contain', alignSelf: 'flex-start' }}
        />
      )}
      <DetailList
        rows={rows}
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, m: 0 }}
      />
      <Box>
        <Button
          component="a"
          href={file.url}
          target="_blank"
          rel="noopener noreferrer"
          startIcon={<OpenInNewIcon />}
        >
          {t('openFile')}
        </Button>
      </Box>
    </Stack>
  );
}
