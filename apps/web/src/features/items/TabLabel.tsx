import Box from '@mui/material/Box';

/** A tab's name with its count badge (C§2.2): read as "Images 2". */
export function TabLabel({ name, count }: { name: string; count: number }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      {name}{' '}
      <Box
        component="span"
        sx={{
          minWidth: 20,
          height: 20,
          px: 0.75,
          borderRadius: 10,
          fontSize: '0.75rem',
          lineHeight: '20px',
          textAlign: 'center',
          bgcolor: count > 0 ? 'primary.main' : 'action.selected',
          color: count > 0 ? 'primary.contrastText' : 'text.secondary',
        }}
      >
        {count}
      </Box>
    </Box>
  );
}
