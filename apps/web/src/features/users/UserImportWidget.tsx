import { messages, snackbarTimeouts } from '@bo/contract';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ImportDialog } from '../../platform/ui/import/ImportDialog';
import { ImportProgressDialog } from '../../platform/ui/import/ImportProgressDialog';
import { errorText, useNotify } from '../../platform/ui/useNotify';
import { UserImportResultsDialog } from './UserImportResultsDialog';
import { useImportUsers } from './users.api';

/** Home widget: bulk user import from .xlsx, then its results (C§2.9, C§4.6). */
export function UserImportWidget() {
  const [choosing, setChoosing] = useState(false);
  const importUsers = useImportUsers();
  const notify = useNotify();

  const handleImport = (file: File) => {
    setChoosing(false);
    importUsers.mutate(file, {
      onSuccess: ({ failedList }) =>
        failedList.length > 0
          ? notify(messages.importPartial, { severity: 'warning' })
          : notify(messages.imported, { severity: 'success' }),
      onError: (error) =>
        notify(errorText(error), { severity: 'error', timeoutMs: snackbarTimeouts.importFailure }),
    });
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {messages.userImportTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {messages.userImportHint}
        </Typography>
      </CardContent>
      <CardActions>
        <Button
          variant="contained"
          startIcon={<UploadFileIcon />}
          onClick={() => setChoosing(true)}
          disabled={importUsers.isPending}
        >
          Import
        </Button>
      </CardActions>
      <ImportDialog
        open={choosing}
        title={messages.userImportTitle}
        readsFromSecondLine={false}
        onImport={handleImport}
        onClose={() => setChoosing(false)}
      />
      <ImportProgressDialog open={importUsers.isPending} />
      {importUsers.data && (
        <UserImportResultsDialog results={importUsers.data} onClose={() => importUsers.reset()} />
      )}
    </Card>
  );
}
