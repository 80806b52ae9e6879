// Bundles the server and the workspace packages it imports into dist/main.js; everything from
// node_modules stays external and is loaded at run time.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-node-modules',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@kitlab/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
