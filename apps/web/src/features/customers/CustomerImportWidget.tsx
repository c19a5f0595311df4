import { messages } from '@bo/contract';
import { FailedLinesDialog } from '../../platform/ui/import/FailedLinesDialog';
import { ImportCard } from '../../platform/ui/import/ImportCard';
import { useImportCustomers, useTotalCustomers } from './customers.api';

/** Home widget: the customer count and the customer import from .xlsx (C§2.10, C§8). */
export function CustomerImportWidget() {
  const total = useTotalCustomers().data?.total;
  return (
    <ImportCard
      title={total === undefined ? 'Customers' : messages.customersTitle(total)}
      hint={messages.customerImportHint}
      // The user import card beside it has an Import button too.
      buttonName="Import customers"
      dialog={{ type: messages.customerImportType }}
      importFile={useImportCustomers()}
      failedLines={(answer) => answer.failedItems.length}
      results={(answer, close) => (
        <FailedLinesDialog
          open={answer.failedItems.length > 0}
          lines={answer.failedItems.map(({ line, custNo, error }) =>
            messages.customerImportFailedLine(line, custNo, error),
          )}
          onClose={close}
        />
      )}
    />
  );
}
