import { messages, snackbarTimeouts, type CustomerImportAnswer } from '@bo/contract';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FailedLinesDialog } from '../../platform/ui/import/FailedLinesDialog';
import { ImportDialog } from '../../platform/ui/import/ImportDialog';
import { ImportProgressDialog } from '../../platform/ui/import/ImportProgressDialog';
import { errorText, useNotify } from '../../platform/ui/useNotify';
import { useImportCustomers, useTotalCustomers } from './customers.api';

const failedLines = (answer: CustomerImportAnswer | undefined) =>
  (answer?.failedItems ?? []).map(({ line, custNo, error }) =>
    messages.customerImportFailedLine(line, custNo, error),
  );

/** Home widget: the customer count and the customer import from .xlsx (C§2.10, C§8). */
export function CustomerImportWidget() {
  const total = useTotalCustomers().data?.total;
  const [choosing, setChoosing] = useState(false);
  const importCustomers = useImportCustomers();
  const notify = useNotify();

  const handleImport = (file: File) => {
    setChoosing(false);
    importCustomers.mutate(file, {
      onSuccess: ({ failedItems }) =>
        failedItems.length > 0
          ? notify(messages.importPartial, { severity: 'warning' })
          : notify(messages.imported, { severity: 'success' }),
      onError: (error) =>
        notify(errorText(error), { severity: 'error', timeoutMs: snackbarTimeouts.importFailure }),
    });
  };

  const lines = failedLines(importCustomers.data);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {total === undefined ? 'Customers' : messages.customersTitle(total)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {messages.customerImportHint}
        </Typography>
      </CardContent>
      <CardActions>
        <Button
          variant="contained"
          startIcon={<UploadFileIcon />}
          onClick={() => setChoosing(true)}
          disabled={importCustomers.isPending}
          // The user import widget beside it has an Import button too.
          aria-label="Import customers"
        >
          Import
        </Button>
      </CardActions>
      <ImportDialog
        open={choosing}
        type={messages.customerImportType}
        onImport={handleImport}
        onClose={() => setChoosing(false)}
      />
      <ImportProgressDialog open={importCustomers.isPending} />
      <FailedLinesDialog
        open={lines.length > 0}
        lines={lines}
        onClose={() => importCustomers.reset()}
      />
    </Card>
  );
}
