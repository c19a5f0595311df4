/** Rows-per-page choices of each screen; 0 stands for All (A§9, C§9). */
export const pageSizes = {
  standard: [25, 50, 100, 0],
  roles: [25, 50, 100, 0],
  fileManager: [15, 30, 0],
  products: [20, 0],
  vehicleSummary: [5],
  usersWidget: [5],
} as const;

/** The default row cap for `size: 0` (All); the server says when it applied it. */
export const defaultAllRowsCap = 10_000;
