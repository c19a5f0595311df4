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
    {
      filename: `${server}/features/users/users.repository.ts`,
      code: "import { users } from './users.schema.js';",
    },
    {
      filename: `${server}/features/users/users.schema.ts`,
      code: "import { companies } from '../../platform/db/platform.schema.js';",
    },
    {
      filename: `${server}/features/users/users.routes.test.ts`,
      code: "import { customers } from '../../schema.js';",
    },
    {
      filename: `${server}/test/test-database.ts`,
      code: "import * as schema from '../schema.js';",
    },
    {
      filename: `${server}/features/users/index.ts`,
      code: "import { users } from './users.schema.js';",
    },
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
    {
      filename: `${server}/platform/db/database.ts`,
      code: "import * as schema from '../../schema.js';",
      errors: [{ messageId: 'allTablesImport' }],
    },
    {
      filename: `${server}/features/vehicles/vehicle-items.repository.ts`,
      code: "import { items } from '../../schema.js';",
      errors: [{ messageId: 'allTablesImport' }],
    },
    {
      filename: `${server}/app.ts`,
      code: "export * from './schema.js';",
      errors: [{ messageId: 'allTablesImport' }],
    },
    {
      filename: `${server}/features/requests/requests.schema.ts`,
      code: "import { users } from '../users/users.schema.js';",
      errors: [{ messageId: 'foreignTable' }],
    },
    {
      filename: `${server}/features/content/points/points.repository.ts`,
      code: "import { customers } from '../../customers/customers.schema.js';",
      errors: [{ messageId: 'foreignTable' }],
    },
    {
      filename: `${server}/features/items/index.ts`,
      code: "export { items } from './items.schema.js';",
      errors: [{ messageId: 'tableExport' }],
    },
  ],
});
