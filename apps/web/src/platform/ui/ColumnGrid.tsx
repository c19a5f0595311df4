import Box from '@mui/material/Box';
import type { Breakpoint } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface ColumnGridProps {
  children: ReactNode;
  /** The grid's columns per breakpoint, e.g. `{ xs: '1fr', md: '1fr 1fr' }`. */
  columns: Partial<Record<Breakpoint, string>>;
}

/** Side-by-side blocks that stack on narrow screens, top-aligned, with the usual gap. */
export function ColumnGrid({ children, columns }: ColumnGridProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: columns, alignItems: 'start' }}>
      {children}
    </Box>
  );
}
