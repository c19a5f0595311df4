import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { pictureFileProblem } from '../pictureFile';

/**
 * Checks chosen pictures by their content, as the server checks them on
 * saving, so a refused file is never previewed; only the latest choice counts.
 * `choose` shows the refusal (null when none) and takes an accepted picture;
 * `settle` makes a file (or none) the latest choice without a check.
 */
export function usePictureCheck() {
  const { t } = useTranslation();
  const latestChoice = useRef<File | null>(null);
  const settle = (file: File | null) => {
    latestChoice.current = file;
  };
  const choose = async (
    chosen: File,
    show: (problem: string | null) => void,
    take: (file: File) => void,
  ) => {
    settle(chosen);
    const problem = await pictureFileProblem(chosen, t).catch(() =>
      t('pictureNotAccepted', { name: chosen.name }),
    );
    if (latestChoice.current !== chosen) return;
    show(problem);
    if (!problem) take(chosen);
  };
  return { choose, settle };
}
