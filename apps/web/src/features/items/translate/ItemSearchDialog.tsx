import { cleanItemSearch, maxSearchLength, snackbarTimeouts } from '@bo/contract';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorNotifier } from '../../../platform/ui/useNotify';
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
  const [text, setText] = useState('');
  const [pattern, setPattern] = useState('');
  const search = useItemSearch(pattern);
  const notifyError = useErrorNotifier(snackbarTimeouts.itemSearch);
  const cleaned = cleanItemSearch(text);

  const { error } = search;
  useEffect(() => {
    if (error) notifyError(error);
  }, [error, notifyError]);

  const apply = () => {
    // Skipped when nothing is left after cleaning (A§5).
    if (cleaned === '') return;
    setPattern(cleaned);
  };

  const rows = pattern === '' ? undefined : search.data;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('itemSearch')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          label={t('itemNo')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
          helperText={cleaned ? t('itemSearchPattern', { pattern: cleaned }) : t('itemSearchHint')}
          sx={{ mt: 1 }}
          slotProps={{
            htmlInput: { maxLength: maxSearchLength },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton aria-label={t('applySearch')} onClick={apply} edge="end">
                    <SearchIcon />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        {search.isFetching && <LinearProgress sx={{ mt: 1 }} />}
        {rows?.length === 0 && (
          <Typography sx={{ mt: 2 }} color="text.secondary">
            {t('itemSearchNoResults', { pattern })}
          </Typography>
        )}
        {rows && rows.length > 0 && (
          <List aria-label={t('itemSearchResults')} dense sx={{ mt: 1 }}>
            {rows.map((row) => (
              <ListItemButton key={row.itemNo} onClick={() => onChoose(row.itemNo)}>
                <ListItemText primary={row.itemNo} secondary={row.description} />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
