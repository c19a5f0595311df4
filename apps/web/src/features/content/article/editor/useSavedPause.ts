import { redirectDelayMs } from '@bo/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * B§4, B§8: after a save, 'Saved!' shows for a second with the buttons off
 * before the screen moves on. `busy` holds from the save until then, so a
 * second click sends nothing; `pause` answers whether the screen is still
 * open at the end of that second.
 */
export function useSavedPause() {
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const isMounted = useCallback(() => mounted.current, []);
  const pause = useCallback(
    () =>
      new Promise<boolean>((resolve) =>
        setTimeout(() => resolve(mounted.current), redirectDelayMs),
      ),
    [],
  );
  return { busy, setBusy, pause, isMounted };
}
