/** The Ordered prizes list (B§2), issue 16: built by the staff-screens helper. */
export function PrizesListPage() {
  return null;
}
