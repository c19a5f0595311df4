import { maxSearchLength } from '@bo/contract';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface DataTableSearchProps {
  /** The search in force. */
  applied: string;
  onApply: (text: string) => void;
  label?: string;
}

/**
 * A search box applied on Enter or the magnifier; the X clears the search. It
 * takes at most what the server accepts (a longer paste is cut).
 */
export function DataTableSearch({ applied, onApply, label }: DataTableSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(applied);
  const [shownApplied, setShownApplied] = useState(applied);
  // The search this box applied and the table has not shown yet: the address
  // follows a little later (a transition), maybe after more typing, which stays.
  const [pending, setPending] = useState<string>();
  if (applied !== shownApplied) {
    setShownApplied(applied);
    if (applied === pending) setPending(undefined);
    // Follow a search changed from outside (Back, Reset).
    else setText(applied);
  }

  const apply = (value: string) => {
    if (value !== applied) setPending(value);
    onApply(value);
  };
  const clear = () => {
    setText('');
    apply('');
  };

  return (
    <TextField
      label={label ?? t('search')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          apply(text.trim());
        }
      }}
      sx={{ width: 280 }}
      fullWidth={false}
      slotProps={{
        htmlInput: { maxLength: maxSearchLength },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              {text && (
                <IconButton aria-label={t('clearSearch')} onClick={clear} edge="end">
                  <ClearIcon fontSize="small" />
                </IconButton>
              )}
              <IconButton
                aria-label={t('applySearch')}
                onClick={() => apply(text.trim())}
                edge="end"
              >
                <SearchIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
