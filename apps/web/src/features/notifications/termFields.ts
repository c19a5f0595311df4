import { termFieldsOf } from '../customers';

/** The term fields the screen sets (A§2 Add notification), in order. */
export const notificationTermFields = termFieldsOf([
  'custNo',
  'respCenter',
  'salespersonCode',
  'legalEntity',
]);
