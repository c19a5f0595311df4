import { itemFileKind, type ItemFile } from '@bo/contract';
import LinkIcon from '@mui/icons-material/Link';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { fileDescriptionText } from './fileTexts';

interface FileListProps {
  files: readonly ItemFile[];
  selectedId: number | null;
  /** False while a file is being added or edited: a click selects nothing (C§4.1). */
  selectable: boolean;
  onSelect: (file: ItemFile) => void;
  label: string;
}

/** What a file is shown by: a picture's thumbnail, an icon for a PDF or a link. */
function FileThumb({ file }: { file: ItemFile }) {
  const kind = itemFileKind(file.fileType);
  if (kind === 'pdf') return <PictureAsPdfIcon color="error" />;
  if (kind === 'link') return <LinkIcon color="primary" />;
  return (
    <Box
      component="img"
      src={file.url}
      alt=""
      loading="lazy"
      sx={{ width: 48, height: 48, objectFit: 'contain', bgcolor: 'grey.100', borderRadius: 0.5 }}
    />
  );
}

/** The files of a panel in their order (C§4.1), one selectable row each, with their flags. */
export function FileList({ files, selectedId, selectable, onSelect, label }: FileListProps) {
  const { t } = useTranslation();
  if (files.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {t('noItemFiles')}
      </Typography>
    );
  }
  return (
    <List aria-label={label} dense disablePadding>
      {files.map((file) => {
        const selected = file.id === selectedId;
        return (
          <ListItemButton
            key={file.id}
            selected={selected}
            aria-current={selected ? 'true' : undefined}
            aria-disabled={!selectable}
            onClick={() => {
              if (selectable) onSelect(file);
            }}
            sx={{
              borderRadius: 1,
              opacity: file.hidden ? 0.6 : 1,
              cursor: selectable ? 'pointer' : 'not-allowed',
            }}
          >
            <ListItemIcon sx={{ minWidth: 60 }}>
              <FileThumb file={file} />
            </ListItemIcon>
            <ListItemText
              primary={file.originalName}
              secondary={`${fileDescriptionText(file.fileDescript, t)} · ${t('sort')} ${file.sort}`}
              slotProps={{ primary: { noWrap: true, title: file.originalName } }}
              sx={{ minWidth: 0 }}
            />
            <Stack direction="row" spacing={0.5} sx={{ ml: 1, flexShrink: 0 }}>
              {file.mainPic && <Chip size="small" color="primary" label={t('firstPicture')} />}
              {file.hidden === 1 && <Chip size="small" label={t('hiddenFile')} />}
              <Chip
                size="small"
                variant="outlined"
                label={file.manual ? t('manualFile') : t('supplierFile')}
              />
            </Stack>
          </ListItemButton>
        );
      })}
    </List>
  );
}
