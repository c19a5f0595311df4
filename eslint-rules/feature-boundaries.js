// The layout's boundaries (DESIGN §2), as a lint rule: the platform of each
// app knows no feature, and a feature reaches another only through that
// feature's index. A rule of our own because the import-boundary plugins need
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

/** Whether `file` (as resolved from an import) is the feature's entry: its folder or index. */
const isEntry = (file, featureRoot) => {
  const rest = path.relative(featureRoot, file).split(path.sep).join('/');
  return rest === '' || /^index(\.[jt]sx?)?$/.test(rest);
};

export default {
  meta: {
    type: 'problem',
    docs: { description: 'platform/ imports no feature; features import each other by index only' },
    schema: [],
    messages: {
      platformImportsFeature:
        'platform/ knows no feature: hand it what it needs from main or the app.',
      deepFeatureImport:
        "Import another feature only through its index ('../{{feature}}/index.js'), not its files.",
    },
  },
  create(context) {
    const from = placeOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = placeOf(path.resolve(path.dirname(context.filename), source));
      if (!target || target.app !== from.app || target.layer !== 'features') return;
      if (from.layer === 'platform') {
        context.report({ node, messageId: 'platformImportsFeature' });
        return;
      }
      const targetFile = path.resolve(path.dirname(context.filename), source);
      const featureRoot = `${target.app}/features/${target.feature}`;
      if (target.feature !== from.feature && !isEntry(targetFile, featureRoot)) {
        context.report({ node, messageId: 'deepFeatureImport', data: { feature: target.feature } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
