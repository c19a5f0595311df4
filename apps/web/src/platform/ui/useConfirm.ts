import { useContext } from 'react';
import { ConfirmContext, type Confirm } from './ConfirmProvider';

/** Opens the confirmation dialog; resolves true when the user confirmed (and `onConfirm` succeeded). */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider above it');
  return confirm;
}
