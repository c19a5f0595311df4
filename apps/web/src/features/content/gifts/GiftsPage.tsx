/** The portal's gift orders page (issue 16): built by the portal-page helper. */
export function GiftsPage() {
  return null;
}
