import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface DetailListProps {
  /** Each row's label and value. */
  rows: readonly (readonly [label: string, value: ReactNode])[];
  /** The list's layout: a grid, its columns, gaps and margins. */
  sx: SxProps<Theme>;
  /** The labels' own spacing, where the grid's gaps are not enough. */
  labelSx?: SxProps<Theme>;
}

/** A record's fields, read-only: a description list of labels and their values. */
export function DetailList({ rows, sx, labelSx }: DetailListProps) {
  return (
    <Box component="dl" sx={sx}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={labelSx}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
