import type { FileEntry } from '@bo/contract';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import DescriptionIcon from '@mui/icons-material/Description';
import FolderIcon from '@mui/icons-material/Folder';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { dateColumn } from '../../platform/ui/data-table/columnKinds';
import type { DataTableColumn } from '../../platform/ui/data-table/types';
import { FileName } from './FileName';
import { formatSize } from '../../platform/format';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** A file picked in the dialog mode: its public address and name. */
export interface PickedFile {
  url: string;
  name: string;
}

function pickable(entry: FileEntry): entry is FileEntry & { url: string } {
  return entry.kind === 'image' && entry.url !== null;
}

function EntryPreview({
  entry,
  onPick,
}: {
  entry: FileEntry;
  onPick?: (entry: FileEntry) => void;
}) {
  const { t } = useTranslation();
  switch (entry.kind) {
    case 'folder':
      return <FolderIcon color="warning" titleAccess={t('folder')} />;
    case 'image':
      return entry.url ? (
        <Box
          component="img"
          src={entry.url}
          alt=""
          loading="lazy"
          onDoubleClick={onPick ? () => onPick(entry) : undefined}
          sx={{
            display: 'block',
            width: 40,
            height: 30,
            // Kept inside the fixed row height the virtualised "All" relies on.
            my: '-4px',
            objectFit: 'cover',
            borderRadius: 0.5,
            bgcolor: 'grey.100',
            cursor: onPick ? 'pointer' : undefined,
          }}
        />
      ) : null;
    case 'pdf':
      return <PictureAsPdfIcon color="error" titleAccess={t('pdf')} />;
    case 'document':
      return <DescriptionIcon color="primary" titleAccess={t('document')} />;
    case 'other':
      return <InsertDriveFileIcon color="action" titleAccess={t('file')} />;
  }
}

interface FileColumnOptions {
  onOpenFolder: (path: string) => void;
  /** Dialog mode: an image is picked by a double-click or its Insert button. */
  onPick?: (file: PickedFile) => void;
  t: TFunction;
}

/** The columns of the file manager table. */
export function fileColumns({
  onOpenFolder,
  onPick,
  t,
}: FileColumnOptions): DataTableColumn<FileEntry>[] {
  const pick = onPick
    ? (entry: FileEntry) => {
        if (pickable(entry)) onPick({ url: entry.url, name: entry.fileName });
      }
    : undefined;

  const columns: DataTableColumn<FileEntry>[] = [
    {
      field: 'kind',
      header: t('preview'),
      width: 72,
      render: (entry) => <EntryPreview entry={entry} onPick={pick} />,
    },
    {
      field: 'fileName',
      header: t('name'),
      sortable: true,
      render: (entry) => (
        <FileName name={entry.fileName}>
          {(shown) => {
            if (!entry.isFile) {
              return (
                <Link component="button" type="button" onClick={() => onOpenFolder(entry.id)}>
                  {shown}
                </Link>
              );
            }
            if (pick) {
              return (
                <Box
                  component="span"
                  onDoubleClick={() => pick(entry)}
                  sx={{ cursor: pickable(entry) ? 'pointer' : undefined }}
                >
                  {shown}
                </Box>
              );
            }
            return entry.url ? (
              <Link href={entry.url} target="_blank" rel="noopener">
                {shown}
              </Link>
            ) : (
              <span>{shown}</span>
            );
          }}
        </FileName>
      ),
    },
    {
      field: 'size',
      header: t('size'),
      sortable: true,
      width: 100,
      align: 'right',
      render: (entry) => formatSize(entry.size),
    },
    dateColumn('modified', t('modified'), { width: 150, withTime: true }),
  ];

  if (pick) {
    columns.push({
      field: 'url',
      header: t('insert'),
      width: 72,
      align: 'center',
      render: (entry) =>
        pickable(entry) ? (
          <IconButton
            aria-label={t('insertNamed', { name: entry.fileName })}
            onClick={() => pick(entry)}
            sx={{ my: -0.5 }}
          >
            <AddPhotoAlternateIcon fontSize="small" />
          </IconButton>
        ) : null,
    });
  }
  return columns;
}
