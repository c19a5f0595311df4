import { salesImportColumns, type SalesImportAnswer } from '@bo/contract';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../platform/fieldErrorText';
import { FailedLinesDialog } from '../../../platform/ui/import/FailedLinesDialog';
import { ImportCard } from '../../../platform/ui/import/ImportCard';
import { useImportSales } from './points.api';

/**
 * What the last import did: the lines imported, shown in the card until the
 * next import, and the lines it could not take, listed once.
 */
function SalesImportResults({ answer }: { answer: SalesImportAnswer }) {
  const { t } = useTranslation();
  const [listing, setListing] = useState(answer.failedItems.length > 0);
  return (
    <>
      <Typography role="status" variant="body2" sx={{ ml: 1 }}>
        {t('salesCardImported', { count: answer.imported })}
      </Typography>
      <FailedLinesDialog
        open={listing}
        // The server words each line's problem in English: shown in the user's language.
        lines={answer.failedItems.map(({ line, error }) =>
          t('salesCardFailedLine', { line, error: fieldErrorText(error, t) }),
        )}
        onClose={() => setListing(false)}
      />
    </>
  );
}

/**
 * The Sales card of the admin home (DESIGN §9 Points, ContentManager): the
 * sales lines the accrual reads, from an .xlsx or .csv file with the header
 * row postingDate, custNo, itemNo, quantity, amount, through the shared
 * import dialogs; then every points read is loaded again.
 */
export function SalesImportCard() {
  const { t } = useTranslation();
  return (
    <ImportCard
      title={t('salesCardTitle')}
      hint={t('salesCardHint', { columns: salesImportColumns.join(', ') })}
      // Other import cards share the home page.
      buttonName={t('salesCardImport')}
      dialog={{ type: t('salesCardImportType'), acceptsCsv: true }}
      importFile={useImportSales()}
      failedLines={(answer) => answer.failedItems.length}
      results={(answer) => <SalesImportResults answer={answer} />}
    />
  );
}
