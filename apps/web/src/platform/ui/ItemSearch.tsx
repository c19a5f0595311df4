import { cleanItemSearch, maxSearchLength } from '@bo/contract';
import SearchIcon from '@mui/icons-material/Search';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** An item the search found. */
export interface FoundItem {
  itemNo: string;
  description: string;
  /** A number the item master does not hold (its description says so): in italics. */
  unknown?: boolean;
}

/** The text typed in an item search and the search it last applied. */
export interface ItemSearchText {
  text: string;
  setText: (text: string) => void;
  /** The cleaned text last searched for; '' before the first search, which searches nothing. */
  pattern: string;
  /** Searches for the cleaned text, unless nothing is left of it. */
  apply: () => void;
}

/**
 * The state of an item search, held by its owner (a dialog keeps it while it
 * is closed): query the server with `pattern`.
 */
export function useItemSearchText(): ItemSearchText {
  const [text, setText] = useState('');
  const [pattern, setPattern] = useState('');
  return {
    text,
    setText,
    pattern,
    apply: () => {
      // Skipped when nothing is left after cleaning (A§5, C§5).
      const cleaned = cleanItemSearch(text);
      if (cleaned !== '') setPattern(cleaned);
    },
  };
}

interface ItemSearchProps {
  search: ItemSearchText;
  /** What the server found for `search.pattern`; undefined before an answer. */
  found: readonly FoundItem[] | undefined;
  /** A search is running. */
  searching: boolean;
  /** A row was clicked. */
  onChoose: (itemNo: string) => void;
  /** Several items may be chosen: each row has a checkbox, ticked when this says so. */
  isChosen?: (itemNo: string) => boolean;
}

/**
 * The item search (A§5, C§5): an item number field, shown upper-cased with
 * '*' as '%' and all but letters, digits and '%' removed; Enter or the search
 * button searches; then the items found, or that none matches.
 */
export function ItemSearch({ search, found, searching, onChoose, isChosen }: ItemSearchProps) {
  const { t } = useTranslation();
  const listId = useId();
  const cleaned = cleanItemSearch(search.text);
  const rows = search.pattern === '' ? undefined : found;

  return (
    <Stack spacing={1}>
      <TextField
        autoFocus
        label={t('itemNo')}
        value={search.text}
        onChange={(event) => search.setText(event.target.value)}
        onKeyDown={(event) => {
          // Enter searches; it must not send a form around the field.
          if (event.key === 'Enter') {
            event.preventDefault();
            search.apply();
          }
        }}
        helperText={cleaned ? t('itemSearchPattern', { pattern: cleaned }) : t('itemSearchHint')}
        sx={{ mt: 1 }}
        slotProps={{
          htmlInput: { maxLength: maxSearchLength },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton aria-label={t('applySearch')} onClick={search.apply} edge="end">
                  <SearchIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {searching && <LinearProgress />}
      {rows?.length === 0 && (
        <Typography color="text.secondary">
          {t('itemSearchNoResults', { pattern: search.pattern })}
        </Typography>
      )}
      {rows && rows.length > 0 && (
        <List aria-label={t('itemSearchResults')} dense sx={{ maxHeight: 280, overflow: 'auto' }}>
          {rows.map((row) => {
            const labelId = `${listId}-${row.itemNo}`;
            return (
              <ListItemButton key={row.itemNo} onClick={() => onChoose(row.itemNo)} dense>
                {isChosen && (
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <Checkbox
                      edge="start"
                      checked={isChosen(row.itemNo)}
                      tabIndex={-1}
                      disableRipple
                      slotProps={{ input: { 'aria-labelledby': labelId } }}
                    />
                  </ListItemIcon>
                )}
                <ListItemText
                  id={labelId}
                  primary={row.itemNo}
                  secondary={row.description}
                  slotProps={{
                    secondary: row.unknown ? { sx: { fontStyle: 'italic' } } : undefined,
                  }}
                />
              </ListItemButton>
            );
          })}
        </List>
      )}
    </Stack>
  );
}
