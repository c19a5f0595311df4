import { createContext, useCallback, useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

export interface ConfirmOptions {
  title: string;
  text: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Runs inside the dialog (progress shown) before it closes; a failure counts as a cancel. */
  onConfirm?: () => unknown;
}

export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

export const ConfirmContext = createContext<Confirm | null>(null);

interface PendingConfirm {
  options: ConfirmOptions;
  resolve: (confirmed: boolean) => void;
}

/** Hosts the one confirmation dialog that `useConfirm()` opens. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<PendingConfirm | null>(null);
  const [open, setOpen] = useState(false);

  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        setPending((previous) => {
          previous?.resolve(false);
          return { options, resolve };
        });
        setOpen(true);
      }),
    [],
  );

  const finish = (confirmed: boolean) => {
    pending?.resolve(confirmed);
    setOpen(false);
  };

  return (
    <ConfirmContext value={confirm}>
      {children}
      {pending && (
        <ConfirmDialog
          open={open}
          title={pending.options.title}
          text={pending.options.text}
          confirmLabel={pending.options.confirmLabel}
          cancelLabel={pending.options.cancelLabel}
          onConfirm={async () => {
            await pending.options.onConfirm?.();
            finish(true);
          }}
          onCancel={() => finish(false)}
        />
      )}
    </ConfirmContext>
  );
}
