import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';

/** Screens that must open without a connection after one visit online (docs/screens.md#working-offline).
 * Their lazy chunks are not in index.html: the service worker precaches them from this list. */
const OFFLINE_SCREENS = [
  'src/features/collect/pages/collect-page.tsx',
  // The reading round opens offline too.
  'src/features/reading-round/pages/reading-round-page.tsx',
];

/** The files a lazy screen needs: its chunk, the chunks it imports (transitively) and their styles. */
function filesOfScreens(bundle: Rollup.OutputBundle, screens: string[]): string[] {
  const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk | undefined) => {
    if (!chunk || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    chunk.viteMetadata?.importedCss.forEach((css) => files.add(css));
    chunk.imports.forEach((name) => visit(byName.get(name)));
  };
  for (const screen of screens) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.replace(/\\/g, '/').endsWith(screen));
    if (!chunk) throw new Error(`No chunk for the offline screen ${screen}`);
    visit(chunk);
  }
  return [...files].sort().map((file) => `/${file}`);
}

/** Stamps public/sw.js with a hash of the built file names, so every deploy that changes the bundle
 * installs a new service worker whose cache replaces the old one, and with the offline screens' files. */
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
        source
          .replace("const CACHE_VERSION = 'dev';", `const CACHE_VERSION = '${version}';`)
          .replace(
            'const OFFLINE_SCREEN_FILES = [];',
            `const OFFLINE_SCREEN_FILES = ${JSON.stringify(filesOfScreens(bundle, OFFLINE_SCREENS))};`,
          ),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), serviceWorkerVersion()],
  // The pure billing rules are shared with the API from their TypeScript sources (no build step).
  resolve: {
    alias: [
      {
        find: /^@kahraba\/billing-domain\/sheet-files$/,
        replacement: fileURLToPath(new URL('../../libs/billing-domain/src/sheet-files.ts', import.meta.url)),
      },
      {
        find: /^@kahraba\/billing-domain$/,
        replacement: fileURLToPath(new URL('../../libs/billing-domain/src/index.ts', import.meta.url)),
      },
    ],
  },
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: { port: 4173, proxy: { '/api': { target: 'http://localhost:3000' } } },
});
