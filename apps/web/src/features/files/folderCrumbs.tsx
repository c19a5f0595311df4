import { displayFileName } from '@bo/contract';
import HomeIcon from '@mui/icons-material/Home';
import type { Crumb } from '../../platform/ui/PageBreadcrumbs';

/** The folders from the root down to `dir`, e.g. 'news/2026', for `PageBreadcrumbs`; each opens on a click. */
export function folderCrumbs(
  dir: string,
  onOpen: (dir: string) => void,
  rootLabel: string,
): Crumb[] {
  const names = dir ? dir.split('/') : [];
  const root: Crumb = {
    key: '',
    title: rootLabel,
    label: (
      <>
        <HomeIcon sx={{ mr: 0.5, verticalAlign: 'text-bottom' }} fontSize="inherit" />
        {rootLabel}
      </>
    ),
    onClick: () => onOpen(''),
  };
  return [
    root,
    ...names.map((name, index): Crumb => {
      const path = names.slice(0, index + 1).join('/');
      return { key: path, title: name, label: displayFileName(name), onClick: () => onOpen(path) };
    }),
  ];
}
