import { cleanItemSearch } from '@bo/contract';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../platform/ui/ErrorAlert';
import { ItemSearch, type ItemSearchText } from '../../../platform/ui/ItemSearch';
import { useGiftItemSearch } from './giftItems.api';

/** The wait after the last key before the search runs. */
const typingPauseMs = 300;

/** What was typed, searched as a prefix ('OC9' finds OC90, OC91…) unless it has its own '%'. */
const prefixPattern = (text: string) => {
  const cleaned = cleanItemSearch(text);
  if (cleaned === '' || cleaned.includes('%')) return cleaned;
  return `${cleaned}%`;
};

/** The item search's state, searching as the user types (after a pause) as well as on Enter. */
function useTypedItemSearch(initialText: string): ItemSearchText {
  const [text, setText] = useState(initialText);
  const [pattern, setPattern] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setPattern(prefixPattern(text)), typingPauseMs);
    return () => clearTimeout(timer);
  }, [text]);
  return { text, setText, pattern, apply: () => setPattern(prefixPattern(text)) };
}

interface ItemMasterPickerProps {
  /** The chosen item number; '' while none is. */
  itemNo: string;
  /** An item of the list was clicked. */
  onPick: (itemNo: string, description: string) => void;
  /** The text was changed away from the chosen number: no item is chosen any more. */
  onUnpick: () => void;
  error?: string;
}

/**
 * The item number of a catalogue item (item type 1): an item of the item
 * master, found as the user types and chosen from the list; choosing it also
 * gives its description.
 */
export function ItemMasterPicker({ itemNo, onPick, onUnpick, error }: ItemMasterPickerProps) {
  const { t } = useTranslation();
  const typed = useTypedItemSearch(itemNo);
  const search = useGiftItemSearch(typed.pattern);
  const found = search.data;

  const searchText: ItemSearchText = {
    ...typed,
    setText: (text) => {
      typed.setText(text);
      if (itemNo !== '' && cleanItemSearch(text) !== itemNo) onUnpick();
    },
  };

  const pick = (chosen: string) => {
    typed.setText(chosen);
    onPick(chosen, found?.find((item) => item.itemNo === chosen)?.description ?? '');
  };

  return (
    <Stack spacing={0.5}>
      <ItemSearch search={searchText} found={found} searching={search.isFetching} onChoose={pick} />
      {search.isError && <ErrorAlert error={search.error} onRetry={() => void search.refetch()} />}
      {error ? (
        <FormHelperText error>{error}</FormHelperText>
      ) : (
        itemNo !== '' && (
          <Typography variant="body2">{t('giftScreenChosenItem', { itemNo })}</Typography>
        )
      )}
    </Stack>
  );
}
