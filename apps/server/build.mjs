// Bundles the server and the workspace packages it imports into dist/main.js.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // Third-party packages stay external; workspace packages and the server's own `#src/…`
  // imports (TypeScript sources) are bundled.
  plugins: [
    {
      name: 'external-third-party',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@shop/') || args.path.startsWith('#')
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
  logLevel: 'warning',
});
console.log('server bundled: apps/server/dist/main.js');
