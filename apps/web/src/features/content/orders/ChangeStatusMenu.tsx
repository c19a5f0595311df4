import { giftEntryStatuses, giftEntryStatusTextKeys, type GiftEntryStatus } from '@bo/contract';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ChangeStatusMenuProps {
  /** Disabled, with `hint` saying why, until enough rows are selected. */
  disabled: boolean;
  hint: string;
  onChoose: (status: GiftEntryStatus) => void;
}

/** 'Change status' (B§2): a menu of the five statuses, one of which is set on the selected orders. */
export function ChangeStatusMenu({ disabled, hint, onChoose }: ChangeStatusMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const button = (
    <Button
      variant="outlined"
      endIcon={<ArrowDropDownIcon />}
      disabled={disabled}
      aria-haspopup="menu"
      aria-controls={anchor ? menuId : undefined}
      aria-expanded={anchor ? true : undefined}
      onClick={(event) => setAnchor(event.currentTarget)}
    >
      {t('giftOrderScreenChangeStatus')}
    </Button>
  );
  const choose = (status: GiftEntryStatus) => {
    setAnchor(null);
    onChoose(status);
  };
  return (
    <>
      {/* One element either way: the button keeps its place and focus as the selection changes. */}
      <Tooltip title={disabled ? hint : ''}>
        <span>{button}</span>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {giftEntryStatuses.map((status) => (
          <MenuItem key={status} onClick={() => choose(status)}>
            {t(giftEntryStatusTextKeys[status])}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
