import { snackbarTimeouts } from '@bo/contract';
import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { createContext, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

type NotifySeverity = 'success' | 'error' | 'warning' | 'info';

export interface NotifyOptions {
  severity?: NotifySeverity;
  timeoutMs?: number;
}

export type Notify = (text: string, options?: NotifyOptions) => void;

interface Note {
  id: number;
  text: string;
  severity: NotifySeverity;
  timeoutMs: number;
}

export const NotifyContext = createContext<Notify | null>(null);

/**
 * Shows snackbars one at a time, each for its own time. A newer message closes
 * the one showing at once (MUI's consecutive snackbars): the user sees the
 * answer to what they just did, not an older message running out its time.
 */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Note[]>([]);
  const [open, setOpen] = useState(true);
  const lastId = useRef(0);
  const showing = useRef(false);

  const notify = useCallback<Notify>((text, options = {}) => {
    lastId.current += 1;
    const note: Note = {
      id: lastId.current,
      text,
      severity: options.severity ?? 'info',
      timeoutMs: options.timeoutMs ?? snackbarTimeouts.default,
    };
    setQueue((notes) => [...notes, note]);
    if (showing.current) setOpen(false);
  }, []);

  const handleClose = (_event?: unknown, reason?: SnackbarCloseReason) => {
    if (reason !== 'clickaway') setOpen(false);
  };
  const handleExited = () => {
    setQueue((notes) => notes.slice(1));
    setOpen(true);
  };

  const current = queue[0];
  useEffect(() => {
    showing.current = current !== undefined;
  }, [current]);
  return (
    <NotifyContext value={notify}>
      {children}
      {current && (
        <Snackbar
          key={current.id}
          open={open}
          autoHideDuration={current.timeoutMs}
          onClose={handleClose}
          slotProps={{ transition: { onExited: handleExited } }}
        >
          <Alert severity={current.severity} variant="filled" onClose={() => handleClose()}>
            {current.text}
          </Alert>
        </Snackbar>
      )}
    </NotifyContext>
  );
}
