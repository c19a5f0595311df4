import type { ItemCard, ItemFile, ItemFileKind } from '@bo/contract';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnGrid } from '../../../platform/ui/ColumnGrid';
import { useConfirmDelete } from '../../../platform/ui/useConfirm';
import { useNotify } from '../../../platform/ui/useNotify';
import { useDeleteItemFile, useShowItemFile } from '../items.api';
import { EditFileForm } from './EditFileForm';
import { FileDetails } from './FileDetails';
import { FileList } from './FileList';
import {
  canDeleteFile,
  canSelectFile,
  canShowAgain,
  panelFiles,
  type FileViewMode,
} from './fileRules';
import { NewFileForm } from './NewFileForm';

interface FilePanelProps {
  item: ItemCard;
  kind: ItemFileKind;
  /** The panel's name: Images, PDF or Links. */
  label: string;
}

/**
 * The Images, PDF and Links panels of the item card (C§4.1): the files in
 * their order, and the view modes none (the selected file), new (Add) and
 * edit (Edit), each back to none on Cancel or Save.
 */
export function FilePanel({ item, kind, label }: FilePanelProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const confirmDelete = useConfirmDelete();
  const remove = useDeleteItemFile();
  const show = useShowItemFile();
  const files = useMemo(() => panelFiles(item.files, kind), [item.files, kind]);
  const [mode, setMode] = useState<FileViewMode>('none');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = files.find((file) => file.id === selectedId) ?? null;
  const idle = mode === 'none';
  const busy = remove.isPending || show.isPending;

  const finish = (saved: ItemFile) => {
    setSelectedId(saved.id);
    setMode('none');
  };

  const handleDelete = async (file: ItemFile) => {
    const deleted = await confirmDelete({
      title: t('deleteItemFile'),
      text: t('deleteItemFileConfirm', { name: file.originalName }),
      onConfirm: () => remove.mutateAsync(file),
    });
    if (!deleted) return;
    setSelectedId(null);
    notify(t('fileDeleted'), { severity: 'success' });
  };

  const handleShow = (file: ItemFile) =>
    show.mutate(file, {
      onSuccess: () => notify(t('fileUnlocked'), { severity: 'success' }),
    });

  let side;
  if (mode === 'new') {
    side = (
      <NewFileForm
        itemNo={item.itemNo}
        kind={kind}
        onCancel={() => setMode('none')}
        onSaved={finish}
      />
    );
  } else if (mode === 'edit' && selected) {
    side = (
      <EditFileForm
        key={selected.id}
        file={selected}
        onCancel={() => setMode('none')}
        onSaved={finish}
      />
    );
  } else if (selected) {
    side = <FileDetails file={selected} />;
  } else {
    side = (
      <Typography color="text.secondary">
        {files.length > 0 ? t('chooseItemFile') : t('noItemFiles')}
      </Typography>
    );
  }

  return (
    <ColumnGrid columns={{ xs: '1fr', md: 'minmax(0, 3fr) minmax(280px, 2fr)' }}>
      <Box>
        <Stack
          direction="row"
          role="toolbar"
          aria-label={t('itemFileActions', { panel: label })}
          sx={{ gap: 1, flexWrap: 'wrap', mb: 1 }}
        >
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            disabled={!idle || busy}
            onClick={() => {
              setSelectedId(null);
              setMode('new');
            }}
          >
            {t(kind === 'link' ? 'addLink' : 'addFile')}
          </Button>
          <Button
            startIcon={<EditIcon />}
            disabled={!idle || !selected || busy}
            onClick={() => setMode('edit')}
          >
            {t('edit')}
          </Button>
          <Button
            color="error"
            startIcon={<DeleteIcon />}
            disabled={!idle || !selected || !canDeleteFile(selected) || busy}
            title={selected && !canDeleteFile(selected) ? t('itemFileNotManualDelete') : undefined}
            onClick={() => {
              if (selected) void handleDelete(selected);
            }}
          >
            {t('delete')}
          </Button>
          {selected && canShowAgain(selected) && (
            <Button
              startIcon={<VisibilityIcon />}
              disabled={!idle || busy}
              onClick={() => handleShow(selected)}
            >
              {t('showAgain')}
            </Button>
          )}
        </Stack>
        {!canSelectFile(mode) && files.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('itemFileSelectBlocked')}
          </Typography>
        )}
        <FileList
          files={files}
          selectedId={selectedId}
          selectable={canSelectFile(mode)}
          onSelect={(file) => setSelectedId(file.id)}
          label={label}
        />
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        {side}
      </Paper>
    </ColumnGrid>
  );
}
