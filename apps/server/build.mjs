// Bundles the server (dist/main.js), its backup and report rebuild commands (dist/backup.js,
// dist/rollups.js) and the workspace packages they import; everything from node_modules stays
// external and is loaded at run time.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/main.ts', backup: 'src/backup-cli.ts', rollups: 'src/rollups-cli.ts' },
  outdir: 'dist',
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
