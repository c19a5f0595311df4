import { useTranslation } from 'react-i18next';
import { TableDialog } from '../../../platform/ui/data-table/TableDialog';
import { ItemSearch, useItemSearchText } from '../../../platform/ui/ItemSearch';
import { useItemSearch } from '../items.api';

interface ItemSearchDialogProps {
  open: boolean;
  onClose: () => void;
  onChoose: (itemNo: string) => void;
}

/**
 * The item search of the translate screen (A§2, A§5): the input is
 * upper-cased, '*' becomes '%', all but letters, digits and '%' is removed,
 * and an empty result searches nothing; the server matches item numbers with
 * '%' as the wildcard.
 */
export function ItemSearchDialog({ open, onClose, onChoose }: ItemSearchDialogProps) {
  const { t } = useTranslation();
  const searchText = useItemSearchText();
  const search = useItemSearch(searchText.pattern);

  return (
    <TableDialog open={open} title={t('itemSearch')} onClose={onClose} maxWidth="sm">
      <ItemSearch
        search={searchText}
        found={search.data}
        searching={search.isFetching}
        onChoose={onChoose}
      />
    </TableDialog>
  );
}
