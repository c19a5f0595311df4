import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, type BlockerFunction } from 'react-router';
import { ConfirmDialog } from './ConfirmDialog';

interface UnsavedChangesGuard {
  /** Render it: the question shown when a navigation is blocked. */
  dialog: ReactNode;
  /** Lets the next navigation through, e.g. right after a successful save or delete. */
  release: () => void;
}

interface UnsavedChangesGuardOptions {
  /**
   * A page with tabs of its own addresses (`/admin/cms/7` with `/admin/cms/7/tab-1`):
   * moving to this path or below it is not leaving.
   */
  within?: string;
}

/** Whether `pathname` is `base` or below it. */
const isWithin = (pathname: string, base: string) =>
  pathname === base || pathname.startsWith(`${base.replace(/\/+$/, '')}/`);

/** While `isDirty`, asks before leaving the page in the app and on reload or close. */
export function useUnsavedChangesGuard(
  isDirty: boolean,
  { within }: UnsavedChangesGuardOptions = {},
): UnsavedChangesGuard {
  const { t } = useTranslation();
  const releasedRef = useRef(false);

  useEffect(() => {
    if (!isDirty) releasedRef.current = false;
  }, [isDirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      !releasedRef.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      !(within !== undefined && isWithin(nextLocation.pathname, within)),
    [isDirty, within],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!isDirty) return undefined;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!releasedRef.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [isDirty]);

  const release = useCallback(() => {
    releasedRef.current = true;
  }, []);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('unsavedChangesTitle')}
      text={t('unsavedChanges')}
      confirmLabel={t('leave')}
      cancelLabel={t('stay')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );

  return { dialog, release };
}
