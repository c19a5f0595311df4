import TableBody from '@mui/material/TableBody';
import TableRow from '@mui/material/TableRow';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { ReactNode, RefObject } from 'react';
import { rowHeight } from './types';

interface VirtualTableBodyProps<Row> {
  rows: readonly Row[];
  scrollRef: RefObject<HTMLDivElement | null>;
  renderRow: (row: Row) => ReactNode;
}

/** Renders only the rows in view (plus a margin); spacer rows keep the scroll height. */
export function VirtualTableBody<Row>({ rows, scrollRef, renderRow }: VirtualTableBodyProps<Row>) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    <TableBody>
      {paddingTop > 0 && <TableRow aria-hidden sx={{ height: paddingTop }} />}
      {items.map((item) => {
        const row = rows[item.index];
        return row === undefined ? null : renderRow(row);
      })}
      {paddingBottom > 0 && <TableRow aria-hidden sx={{ height: paddingBottom }} />}
    </TableBody>
  );
}
