import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
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
  const titleId = useId();
  const searchText = useItemSearchText();
  const search = useItemSearch(searchText.pattern);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('itemSearch')}</DialogTitle>
      <DialogContent>
        <ItemSearch
          search={searchText}
          found={search.data}
          searching={search.isFetching}
          onChoose={onChoose}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
