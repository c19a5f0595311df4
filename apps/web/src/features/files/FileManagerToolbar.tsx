import { fileManagerAccept } from '@bo/contract';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import DeleteIcon from '@mui/icons-material/Delete';
import FolderDeleteIcon from '@mui/icons-material/FolderDelete';
import UploadIcon from '@mui/icons-material/Upload';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { FilePickerButton } from '../../platform/ui/FilePickerButton';
import { useTranslation } from 'react-i18next';

export interface ToolbarState {
  /** The folder shown is the root (''). */
  isRoot: boolean;
  /** The folder has no entries; undefined while its listing loads. */
  isEmpty: boolean | undefined;
  /** Selected files (selected folders are not deleted by 'Delete files'). */
  selectedFileCount: number;
  /** A change is being sent. */
  busy: boolean;
}

/** Which toolbar actions are allowed (A§2): no upload or folder deletion at the root; only an empty folder is deleted. */
export function toolbarRules({ isRoot, isEmpty, selectedFileCount, busy }: ToolbarState) {
  return {
    canGoBack: !isRoot,
    canCreateFolder: !busy,
    canUpload: !isRoot && !busy,
    canDeleteFolder: !isRoot && isEmpty === true && !busy,
    canDeleteFiles: selectedFileCount > 0 && !busy,
  };
}

interface FileManagerToolbarProps extends ToolbarState {
  onBack: () => void;
  onCreateFolder: () => void;
  onDeleteFolder: () => void;
  onUpload: (files: File[]) => void;
  onDeleteFiles: () => void;
}

export function FileManagerToolbar({
  onBack,
  onCreateFolder,
  onDeleteFolder,
  onUpload,
  onDeleteFiles,
  ...state
}: FileManagerToolbarProps) {
  const { t } = useTranslation();
  const rules = toolbarRules(state);

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Tooltip title={t('back')}>
        <span>
          <IconButton aria-label={t('back')} onClick={onBack} disabled={!rules.canGoBack}>
            <ArrowBackIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Button
        variant="outlined"
        startIcon={<CreateNewFolderIcon />}
        onClick={onCreateFolder}
        disabled={!rules.canCreateFolder}
      >
        {t('createFolder')}
      </Button>
      <Button
        variant="outlined"
        color="error"
        startIcon={<FolderDeleteIcon />}
        onClick={onDeleteFolder}
        disabled={!rules.canDeleteFolder}
      >
        {t('deleteFolder')}
      </Button>
      <FilePickerButton
        variant="contained"
        startIcon={<UploadIcon />}
        disabled={!rules.canUpload}
        inputLabel={t('uploadFiles')}
        accept={fileManagerAccept}
        multiple
        onChoose={onUpload}
      >
        {t('upload')}
      </FilePickerButton>
      <Button
        color="error"
        startIcon={<DeleteIcon />}
        onClick={onDeleteFiles}
        disabled={!rules.canDeleteFiles}
      >
        {state.selectedFileCount > 0
          ? t('deleteFilesCount', { count: state.selectedFileCount })
          : t('deleteFiles')}
      </Button>
    </Stack>
  );
}
