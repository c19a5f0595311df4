// Bundles the server into dist/main.js. Workspace packages (@bo/*, TypeScript
// sources) are bundled in; every other package stays an ordinary import.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

await build({
  absWorkingDir: path.dirname(fileURLToPath(import.meta.url)),
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.kind === 'entry-point' || args.path.startsWith('@bo/')
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
});
