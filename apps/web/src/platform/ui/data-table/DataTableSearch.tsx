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
  // Follow a search changed from outside (Back, Reset).
  if (applied !== shownApplied) {
    setShownApplied(applied);
    setText(applied);
  }

  const clear = () => {
    setText('');
    onApply('');
  };

  return (
    <TextField
      label={label ?? t('search')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          onApply(text.trim());
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
                onClick={() => onApply(text.trim())}
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
