import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

interface TileGridProps {
  /** The `<li>` tiles. */
  children: ReactNode;
  /** The narrowest a tile may get, in pixels: as many columns fit as the width allows. */
  minTileWidth: number;
  /** The space between the tiles, in theme spacing. */
  gap: number;
}

/** A bare list of tiles (covers, pictures) laid out in as many equal columns as fit. */
export function TileGrid({ children, minTileWidth, gap }: TileGridProps) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(${minTileWidth}px, 1fr))`,
        gap,
      }}
    >
      {children}
    </Box>
  );
}
