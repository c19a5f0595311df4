import type { UserInput } from '@bo/contract';

/** A user card for the create call: a valid password, unblocked, customer K001 unless given. */
export const userCard = (values: Partial<UserInput> & { login: string }): UserInput => ({
  pwd: 'start-pass1',
  blocked: false,
  blockReason: null,
  fullName: '',
  eMail: '',
  phone: '',
  custNo: 'K001',
  ...values,
});
