import type { RoleCode } from '@bo/contract';
import { generatePassword } from '../../platform/auth/passwords.js';
import type { AppDeps } from '../../platform/feature.js';
import { findCustomer } from '../customers/index.js';
import { createUser } from './account-store.js';

/**
 * Customer users for the lists: three more users of C100001 (the demo
 * `customeruser`'s own code, so "My users" shows them) and one per customer
 * C100030 to C100040 in each company. They sign in with DEMO_PASSWORD when set.
 */
export async function seedDemoUsers({ db, config }: AppDeps): Promise<void> {
  const password = config.demoPassword ?? generatePassword(12);
  const own: [string, RoleCode[], boolean][] = [
    ['c100001-buyer', ['CustomerUser'], false],
    ['c100001-stock', ['CustomerUser'], true],
    ['c100001-returns', ['CustomerUser', 'Returns'], false],
  ];
  const contact = async (comId: number, custNo: string) => {
    const customer = await findCustomer(db, comId, custNo);
    return { eMail: customer?.eMail ?? '', phone: customer?.phone ?? '' };
  };
  for (const [login, roles, blocked] of own) {
    await createUser(db, {
      login,
      password,
      fullName: `Auto Trade 1 ${login.split('-')[1]}`,
      comId: 1,
      custNo: 'C100001',
      roles,
      blocked,
      ...(await contact(1, 'C100001')),
    });
  }
  for (const comId of [1, 2]) {
    for (let i = 30; i <= 40; i++) {
      const custNo = `C${comId}${String(i).padStart(5, '0')}`;
      await createUser(db, {
        login: `${custNo.toLowerCase()}-1`,
        password,
        fullName: `Customer ${custNo}`,
        comId,
        custNo,
        roles: ['CustomerUser'],
        blocked: i % 7 === 0,
        ...(await contact(comId, custNo)),
      });
    }
  }
}
