// Bundles the server into dist/main.js. Workspace packages (@bo/*, TypeScript
// sources) are bundled in; every other package stays an ordinary import.
import { build } from 'esbuild';

await build({
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
          args.path.startsWith('@bo/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
