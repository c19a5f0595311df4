import HomeIcon from '@mui/icons-material/Home';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { displayFileName } from '@bo/contract';

export const rootLabel = 'Files';

/** The folders from the root down to `dir`, e.g. 'news/2026'; every folder above it opens on a click. */
export function FolderBreadcrumbs({ dir, onOpen }: { dir: string; onOpen: (dir: string) => void }) {
  const names = dir ? dir.split('/') : [];
  const crumbs = [
    { name: rootLabel, path: '' },
    ...names.map((name, index) => ({ name, path: names.slice(0, index + 1).join('/') })),
  ];
  return (
    <Breadcrumbs aria-label="Folder path" maxItems={6}>
      {crumbs.map((crumb, index) => {
        const label = (
          <>
            {index === 0 && (
              <HomeIcon sx={{ mr: 0.5, verticalAlign: 'text-bottom' }} fontSize="inherit" />
            )}
            {index === 0 ? crumb.name : displayFileName(crumb.name)}
          </>
        );
        return index === crumbs.length - 1 ? (
          <Typography
            key={crumb.path}
            color="text.primary"
            aria-current="location"
            title={crumb.name}
          >
            {label}
          </Typography>
        ) : (
          <Link
            key={crumb.path}
            component="button"
            type="button"
            underline="hover"
            color="inherit"
            title={crumb.name}
            onClick={() => onOpen(crumb.path)}
          >
            {label}
          </Link>
        );
      })}
    </Breadcrumbs>
  );
}
