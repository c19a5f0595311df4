import { fileManagerAccept } from '@bo/contract';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import DeleteIcon from '@mui/icons-material/Delete';
import FolderDeleteIcon from '@mui/icons-material/FolderDelete';
import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ChangeEvent } from 'react';

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

export interface FileManagerToolbarProps extends ToolbarState {
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
  const rules = toolbarRules(state);

  const handleChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same files again still fires a change.
    event.target.value = '';
    if (files.length > 0) onUpload(files);
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Tooltip title="Back">
        <span>
          <IconButton aria-label="Back" onClick={onBack} disabled={!rules.canGoBack}>
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
        Create folder
      </Button>
      <Button
        variant="outlined"
        color="error"
        startIcon={<FolderDeleteIcon />}
        onClick={onDeleteFolder}
        disabled={!rules.canDeleteFolder}
      >
        Delete folder
      </Button>
      <Button
        component="label"
        variant="contained"
        startIcon={<UploadIcon />}
        disabled={!rules.canUpload}
      >
        Upload
        <Box
          component="input"
          type="file"
          multiple
          accept={fileManagerAccept}
          aria-label="Upload files"
          onChange={handleChoose}
          disabled={!rules.canUpload}
          sx={visuallyHidden}
        />
      </Button>
      <Button
        color="error"
        startIcon={<DeleteIcon />}
        onClick={onDeleteFiles}
        disabled={!rules.canDeleteFiles}
      >
        {state.selectedFileCount > 0 ? `Delete files (${state.selectedFileCount})` : 'Delete files'}
      </Button>
    </Stack>
  );
}

// Kept in the accessibility tree (unlike display: none) so it is reachable by its label.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
  padding: 0,
  margin: '-1px',
} as const;
