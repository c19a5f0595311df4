import { displayFileName } from '@bo/contract';
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';

/**
 * A file or folder name cut to 20 characters (A§2), the whole name shown on
 * hover and given to screen readers as the accessible name.
 */
export function FileName({
  name,
  children,
}: {
  name: string;
  /** The element showing the name (a link, say); by default a plain span. */
  children?: (shown: string) => ReactElement;
}) {
  const shown = displayFileName(name);
  const element = children ? children(shown) : <span>{shown}</span>;
  if (shown === name) return element;
  return (
    <Tooltip title={name} describeChild={false}>
      {element}
    </Tooltip>
  );
}
