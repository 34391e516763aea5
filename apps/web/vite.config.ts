import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** Stamps public/sw.js with a hash of the built file names, so every deploy that changes the bundle
 * installs a new service worker whose cache replaces the old one. */
function serviceWorkerVersion(): Plugin {
  let outDir = 'dist';
  return {
    name: 'kahraba:service-worker-version',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const version = createHash('sha256')
        .update(Object.keys(bundle).sort().join('\n'))
        .digest('hex')
        .slice(0, 12);
      const file = join(outDir, 'sw.js');
      const source = await readFile(file, 'utf8');
      await writeFile(
        file,
        source.replace("const CACHE_VERSION = 'dev';", `const CACHE_VERSION = '${version}';`),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), serviceWorkerVersion()],
  // The pure billing rules are shared with the API from their TypeScript sources (no build step).
  resolve: {
    alias: {
      '@kahraba/billing-domain': fileURLToPath(
        new URL('../../libs/billing-domain/src/index.ts', import.meta.url),
      ),
    },
  },
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: { port: 4173, proxy: { '/api': { target: 'http://localhost:3000' } } },
});
