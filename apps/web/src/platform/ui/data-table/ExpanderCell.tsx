import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import SubdirectoryArrowRightIcon from '@mui/icons-material/SubdirectoryArrowRight';
import { useTranslation } from 'react-i18next';

interface ExpanderCellProps {
  /** A sub-row shows an arrow to its parent instead of a button. */
  isSubRow: boolean;
  /** The row has sub-rows: only then a button opens them. */
  hasSubRows: boolean;
  isOpen: boolean;
  onToggle: () => void;
}

/** The leading cell of an expandable table's row: the button opening its sub-rows. */
export function ExpanderCell({ isSubRow, hasSubRows, isOpen, onToggle }: ExpanderCellProps) {
  const { t } = useTranslation();
  if (isSubRow)
    return (
      <TableCell padding="checkbox" align="right">
        <SubdirectoryArrowRightIcon fontSize="small" color="action" />
      </TableCell>
    );
  return (
    <TableCell padding="checkbox">
      {hasSubRows && (
        <IconButton
          aria-label={t(isOpen ? 'collapseRow' : 'expandRow')}
          aria-expanded={isOpen}
          onClick={onToggle}
        >
          {isOpen ? <KeyboardArrowDownIcon /> : <KeyboardArrowRightIcon />}
        </IconButton>
      )}
    </TableCell>
  );
}
