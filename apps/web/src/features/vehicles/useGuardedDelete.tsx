import { ApiError } from '@bo/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../platform/ui/ConfirmDialog';
import { useConfirmDelete } from '../../platform/ui/useConfirm';
import { useErrorText, useNotify } from '../../platform/ui/useNotify';

/** A failed delete of a mark or a model stays 6 s (C§8); a modification's the same. */
const deleteFailureMs = 6000;

interface GuardedDelete {
  /** The question: 'Delete mark' and 'Delete the mark "Audi"? …'. */
  confirmTitle: string;
  confirmText: string;
  /** The blocked dialog's words (C§8). */
  blockedTitle: string;
  blockedText: string;
  /** Whether the record has children, from the loaded list of them. */
  hasChildren: () => Promise<boolean>;
  /** Sends the delete. */
  remove: () => Promise<unknown>;
}

/**
 * The delete of a mark, model or modification (C§4.3, C§8): a record with
 * children gets the blocked dialog without asking the server; any other is
 * confirmed first. A 409 (children added meanwhile) shows the blocked dialog
 * too; another failure an error snackbar of 6 s. `run` resolves true once the
 * record is deleted; render `dialog`.
 */
export function useGuardedDelete(): {
  run: (request: GuardedDelete) => Promise<boolean>;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete();
  const notify = useNotify();
  const errorText = useErrorText();
  const [blocked, setBlocked] = useState<{ title: string; text: string } | null>(null);

  const fail = (error: unknown) =>
    notify(errorText(error), { severity: 'error', timeoutMs: deleteFailureMs });

  const run = async (request: GuardedDelete): Promise<boolean> => {
    const block = () => setBlocked({ title: request.blockedTitle, text: request.blockedText });
    try {
      if (await request.hasChildren()) {
        block();
        return false;
      }
    } catch (error) {
      fail(error);
      return false;
    }
    let outcome = 'failed' as 'deleted' | 'blocked' | 'failed';
    const confirmed = await confirmDelete({
      title: request.confirmTitle,
      text: request.confirmText,
      onConfirm: async () => {
        try {
          await request.remove();
          outcome = 'deleted';
        } catch (error) {
          if (error instanceof ApiError && error.status === 409) outcome = 'blocked';
          else fail(error);
        }
      },
    });
    if (confirmed && outcome === 'blocked') block();
    return confirmed && outcome === 'deleted';
  };

  const dialog = blocked && (
    <ConfirmDialog
      open
      title={blocked.title}
      text={blocked.text}
      confirmLabel={t('delete')}
      confirmDisabled
      onConfirm={() => undefined}
      onCancel={() => setBlocked(null)}
    />
  );
  return { run, dialog };
}
