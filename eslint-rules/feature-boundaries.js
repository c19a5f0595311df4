// The layout's boundaries (DESIGN §2), as a lint rule: the platform of each
// app knows no feature, a feature reaches another only through that
// feature's index, and tables stay with their owner (issue 33): the server's
// schema.ts (every table, for drizzle-kit) is imported by no application
// code, a feature imports no other feature's *.schema file and its index
// hands out functions and subqueries, never its tables. A rule of our own because the import-boundary plugins need
// a TypeScript resolver besides to follow our `.js` specifiers to `.ts` files;
// relative paths are all this layout needs.
import path from 'node:path';

const layers = /^(.*\/apps\/(?:server|web)\/src)\/(platform|features)(?:\/([^/]+))?/;

/** The app, layer and feature (for features) of a file path. */
function placeOf(file) {
  const match = layers.exec(file.split(path.sep).join('/'));
  if (!match) return undefined;
  return {
    app: match[1],
    layer: match[2],
    feature: match[2] === 'features' ? match[3] : undefined,
  };
}

/** Whether `file` is a test or test support, which may set up any table (DESIGN §2, habit 8). */
const isTest = (file) => /\.test\.tsx?$|\/src\/test\//.test(file.split(path.sep).join('/'));

/** Whether an import specifier names a table file (`x.schema.js`), the platform's or a feature's. */
const isTableFile = (file) => /\.schema(\.[jt]s)?$/.test(file);

/** Whether `file` is the server's list of every table, `apps/server/src/schema(.ts|.js)`. */
const isAllTables = (file) =>
  /\/apps\/server\/src\/schema(\.[jt]s)?$/.test(file.split(path.sep).join('/'));

/** Whether `file` (as resolved from an import) is the feature's entry: its folder or index. */
const isEntry = (file, featureRoot) => {
  const rest = path.relative(featureRoot, file).split(path.sep).join('/');
  return rest === '' || /^index(\.[jt]sx?)?$/.test(rest);
};

export default {
  meta: {
    type: 'problem',
    docs: {
      description:
        'platform/ imports no feature; features import each other by index only and read no other feature’s tables',
    },
    schema: [],
    messages: {
      platformImportsFeature:
        'platform/ knows no feature: hand it what it needs from main or the app.',
      deepFeatureImport:
        "Import another feature only through its index ('../{{feature}}/index.js'), not its files.",
      allTablesImport:
        'schema.ts is for drizzle-kit (and tests): import your own *.schema file, and ask other features through their index.',
      foreignTable:
        "The tables of '{{feature}}' are its own: use the functions or subqueries its index exports.",
      tableExport:
        'A feature index exports functions and subqueries, not tables: add what others need to a repository.',
    },
  },
  create(context) {
    const from = placeOf(context.filename);
    const test = isTest(context.filename);
    const isIndex =
      from?.layer === 'features' &&
      /\/features\/[^/]+\/index\.ts$/.test(context.filename.split(path.sep).join('/'));
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const targetFile = path.resolve(path.dirname(context.filename), source);
      if (isAllTables(targetFile) && !test) {
        context.report({ node, messageId: 'allTablesImport' });
        return;
      }
      if (!from) return;
      if (isIndex && node.type !== 'ImportDeclaration' && isTableFile(targetFile)) {
        context.report({ node, messageId: 'tableExport' });
        return;
      }
      const target = placeOf(targetFile);
      if (!target || target.app !== from.app || target.layer !== 'features') return;
      if (from.layer === 'platform') {
        context.report({ node, messageId: 'platformImportsFeature' });
        return;
      }
      if (target.feature !== from.feature && isTableFile(targetFile)) {
        context.report({ node, messageId: 'foreignTable', data: { feature: target.feature } });
        return;
      }
      const featureRoot = `${target.app}/features/${target.feature}`;
      if (target.feature !== from.feature && !isEntry(targetFile, featureRoot)) {
        context.report({ node, messageId: 'deepFeatureImport', data: { feature: target.feature } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
