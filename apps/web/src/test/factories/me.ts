import type { Me } from '@bo/contract';

/** Tests only: a signed-in content manager (the content screens' role). */
export const contentManager: Me = {
  login: 'content',
  fullName: 'Carl Content',
  custNo: null,
  comId: 1,
  lang: null,
  roles: ['ContentManager'],
};
