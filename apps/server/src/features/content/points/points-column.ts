import { numeric } from 'drizzle-orm/pg-core';

/** Points and money-like amounts: 2 decimals (B§9). */
export const pointsColumn = (name: string) =>
  numeric(name, { precision: 14, scale: 2, mode: 'number' });
