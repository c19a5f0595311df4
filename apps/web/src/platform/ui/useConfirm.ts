import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmContext, type Confirm, type ConfirmOptions } from './ConfirmProvider';

/** Opens the confirmation dialog; resolves true when the user confirmed (and `onConfirm` succeeded). */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider above it');
  return confirm;
}

/** `useConfirm` for a delete: the confirming button reads Delete. */
export function useConfirmDelete(): (
  options: Omit<ConfirmOptions, 'confirmLabel'>,
) => Promise<boolean> {
  const confirm = useConfirm();
  const { t } = useTranslation();
  return (options) => confirm({ ...options, confirmLabel: t('delete') });
}
