import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DataTableSearch } from './DataTableSearch';

interface DataTableToolbarProps {
  title: string | undefined;
  titleComponent: 'h1' | 'h2';
  /** The search applied; no search box when `onSearch` is absent. */
  search: string;
  onSearch: ((text: string) => void) | undefined;
  /** The table's own buttons, e.g. 'Add Banner'. */
  children: ReactNode;
}

/** The bar above the table: its title, the search box and the table's buttons. */
export function DataTableToolbar({
  title,
  titleComponent,
  search,
  onSearch,
  children,
}: DataTableToolbarProps) {
  return (
    <Stack direction="row" spacing={2} sx={{ p: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
      {title && (
        <Typography component={titleComponent} variant="h6" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
      )}
      {onSearch && <DataTableSearch applied={search} onApply={onSearch} />}
      {children}
    </Stack>
  );
}
