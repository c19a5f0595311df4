import Box from '@mui/material/Box';
import type { ReactNode, SubmitEvent } from 'react';

// The form holds the dialog's content and buttons: it keeps the paper's column, so the content scrolls.
const formSx = { display: 'flex', flexDirection: 'column', minHeight: 0 } as const;

/** The bug dialogs' form (`onSubmit`: react-hook-form's `handleSubmit(...)`); it submits only itself. */
export function BugDialogForm(props: {
  onSubmit: (event: SubmitEvent) => Promise<void>;
  children: ReactNode;
}) {
  const handleSubmit = (event: SubmitEvent) => {
    event.stopPropagation();
    void props.onSubmit(event);
  };
  return (
    <Box component="form" noValidate onSubmit={handleSubmit} sx={formSx}>
      {props.children}
    </Box>
  );
}
