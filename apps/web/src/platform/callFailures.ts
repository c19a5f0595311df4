import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';

/**
 * How a failed call is told to the user, declared in the `meta` of its query
 * or mutation hook: an error snackbar with the error's words (`errorText`
 * unless `text` says otherwise), shown for `timeoutMs` (the app's default when
 * absent). A hook without it leaves the failure to its screen: an inline
 * alert, a field error, or only a log line where the spec says so (A§8, B§8).
 */
interface FailureNotice {
  timeoutMs?: number;
  text?: (error: unknown, t: TFunction) => string;
}

/** The `meta` of every query and mutation (TanStack's `Register` below). */
export type CallMeta = { failureNotice?: FailureNotice };

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}

/** The `meta` of a hook whose failures show as a snackbar: `meta: notifyFailure()`. */
export function notifyFailure(notice: FailureNotice = {}): CallMeta {
  return { failureNotice: notice };
}

type FailureListener = (error: unknown, notice: FailureNotice) => void;

const listeners = new WeakMap<QueryClient, FailureListener>();
const announced = new WeakSet<object>();

/** Called by the query client's caches for every failed query and mutation. */
export function announceFailure(client: QueryClient, error: unknown, meta: CallMeta | undefined) {
  const notice = meta?.failureNotice;
  const listener = listeners.get(client);
  if (!notice || !listener) return;
  if (typeof error === 'object' && error !== null) announced.add(error);
  listener(error, notice);
}

/** Whether the shared path has already shown `error`: a screen's catch must not show it twice. */
export function wasAnnounced(error: unknown): boolean {
  return typeof error === 'object' && error !== null && announced.has(error);
}

/** Hands `client`'s announced failures to `listener` until the returned function is called. */
export function listenToFailures(client: QueryClient, listener: FailureListener): () => void {
  listeners.set(client, listener);
  return () => {
    if (listeners.get(client) === listener) listeners.delete(client);
  };
}
