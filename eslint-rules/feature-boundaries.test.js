import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import rule from './feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const server = '/repo/apps/server/src';
const web = '/repo/apps/web/src';

tester.run('feature-boundaries', rule, {
  valid: [
    {
      filename: `${server}/platform/http/errors.ts`,
      code: "import { x } from '../db/database.js';",
    },
    {
      filename: `${server}/features/requests/requests.service.ts`,
      code: "import { portalAccounts } from '../users/index.js';",
    },
    {
      filename: `${web}/features/notifications/TermDialog.tsx`,
      code: "import { a } from '../customers';",
    },
    { filename: `${web}/features/index.ts`, code: "export { bannersFeature } from './banners';" },
    {
      filename: `${server}/features/users/users.service.ts`,
      code: "import * as repo from './users.repository.js';",
    },
    { filename: `${server}/features/users/x.ts`, code: "import { z } from 'zod';" },
  ],
  invalid: [
    {
      filename: `${server}/platform/seed/seed.ts`,
      code: "import { features } from '../../features/index.js';",
      errors: [{ messageId: 'platformImportsFeature' }],
    },
    {
      filename: `${web}/platform/ui/Thing.tsx`,
      code: "import { x } from '../../features/files/formatSize';",
      errors: [{ messageId: 'platformImportsFeature' }],
    },
    {
      filename: `${server}/features/requests/requests.service.ts`,
      code: "import * as users from '../users/users.repository.js';",
      errors: [{ messageId: 'deepFeatureImport' }],
    },
    {
      filename: `${server}/features/requests/outbox/x.ts`,
      code: "export * from '../../users/users.service.js';",
      errors: [{ messageId: 'deepFeatureImport' }],
    },
  ],
});
