import { integer } from 'drizzle-orm/pg-core';
import { companies } from './platform.schema.js';

/** `com_id`: the company a row belongs to, kept by a key to companies. */
export const companyColumn = () =>
  integer('com_id')
    .notNull()
    .references(() => companies.comId);
