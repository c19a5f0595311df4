import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface BulkActionsToolbarProps {
  /** How many rows are selected: the bar shows from 1. */
  count: number;
  /** Clears the selection. */
  onClear: () => void;
  /** Buttons acting on the selected rows. */
  children?: ReactNode;
}

/** The arrow keys, Home and End move between the bar's buttons, as in any toolbar. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>('button:not(:disabled)')];
  const at = buttons.findIndex((button) => button === event.target);
  const last = buttons.length - 1;
  const targets: Partial<Record<string, number>> = {
    ArrowRight: at === last ? 0 : at + 1,
    ArrowLeft: at === 0 ? last : at - 1,
    Home: 0,
    End: last,
  };
  const to = targets[event.key];
  const target = to === undefined || at < 0 ? undefined : buttons[to];
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/** The bar over a table while rows are selected: how many, Clear selection, and the actions on them. */
export function BulkActionsToolbar({ count, onClear, children }: BulkActionsToolbarProps) {
  const { t } = useTranslation();
  if (count < 1) return null;
  return (
    <Stack
      role="toolbar"
      aria-label={t('selectedRows')}
      direction="row"
      spacing={1}
      onKeyDown={moveFocus}
      sx={{
        px: 1.5,
        py: 0.5,
        alignItems: 'center',
        flexWrap: 'wrap',
        rowGap: 1,
        bgcolor: 'action.selected',
      }}
    >
      <Typography aria-live="polite" sx={{ flexGrow: 1, fontWeight: 500 }}>
        {t('selectedCount', { count })}
      </Typography>
      {children}
      <Button startIcon={<CloseIcon />} onClick={onClear}>
        {t('clearSelection')}
      </Button>
    </Stack>
  );
}
