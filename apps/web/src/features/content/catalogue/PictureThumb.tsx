import Box from '@mui/material/Box';

/** A row's picture, small enough for a table row; nothing without one. */
export function PictureThumb({ url, alt }: { url: string | null; alt: string }) {
  if (!url) return null;
  return (
    <Box
      component="img"
      src={url}
      alt={alt}
      loading="lazy"
      sx={{ display: 'block', height: 28, maxWidth: 56, objectFit: 'contain' }}
    />
  );
}
