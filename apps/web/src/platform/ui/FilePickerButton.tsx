import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import type { ChangeEvent } from 'react';

interface FilePickerButtonProps extends Pick<
  ButtonProps,
  'children' | 'variant' | 'color' | 'startIcon' | 'disabled'
> {
  /** The file input's accessible name, e.g. 'Choose PDF file'. */
  inputLabel: string;
  /** The id of a text about the choice, e.g. why a file was refused. */
  describedBy?: string;
  accept: string;
  multiple?: boolean;
  /** The chosen files: at least one. */
  onChoose: (files: [File, ...File[]]) => void;
}

/** A button that opens the browser's file chooser: a label around a hidden file input. */
export function FilePickerButton({
  inputLabel,
  describedBy,
  accept,
  multiple = false,
  onChoose,
  disabled,
  children,
  ...buttonProps
}: FilePickerButtonProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const [first, ...rest] = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same files again still fires a change.
    event.target.value = '';
    if (first) onChoose([first, ...rest]);
  };

  return (
    <Button component="label" disabled={disabled} {...buttonProps}>
      {children}
      <Box
        component="input"
        type="file"
        multiple={multiple}
        accept={accept}
        aria-label={inputLabel}
        aria-describedby={describedBy}
        onChange={handleChange}
        disabled={disabled}
        sx={visuallyHidden}
      />
    </Button>
  );
}

// Kept in the accessibility tree (unlike display: none) so it is reachable by its label.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
  padding: 0,
  margin: '-1px',
} as const;
