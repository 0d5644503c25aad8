import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, minifySync, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { type BundleFile, SHELL_ROOT, shellOnlyFiles } from './sw/precacheScope.ts';
import { bootFiles, bootScript } from './sw/runnerBoot.ts';
import { runnerBuild } from './sw/runnerBuild.ts';

// The web app manifest is a file of its own at the root so that it can be read and reviewed as-is;
// vite-plugin-pwa writes it into the build and links it from index.html.
const manifest = JSON.parse(readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'));

const base = '/';

/** Built files only the shell uses (sw/precacheScope.ts): the precache manifest below leaves them out. */
const shellOnly = new Set<string>();

/**
 * Built files at least this large, which the service worker serves through its fetch handler rather than its
 * static route (sw/sw.ts says why), given to its build as `virtual:wenda-large-assets`.
 */
const LARGE_ASSET_BYTES = 32 * 1024;
const largeAssets: string[] = [];
const LARGE_ASSETS_MODULE = 'virtual:wenda-large-assets';
const largeAssetsModule: Plugin = {
  name: 'wenda-large-assets',
  resolveId: (id) => (id === LARGE_ASSETS_MODULE ? `\0${LARGE_ASSETS_MODULE}` : undefined),
  load: (id) =>
    id === `\0${LARGE_ASSETS_MODULE}` ? `export default ${JSON.stringify(largeAssets)};` : undefined,
};

/** The respondent runner, a build of its own on Preact (sw/runnerBuild.ts), written into the app's output. */
const runner = runnerBuild();

/** The runner's boot script (sw/runnerBoot.ts), which index.html runs first, written inline. */
let bootSource: string | undefined;

/**
 * Reads the app's own bundle (the one holding the shell's router; the worker's and the service worker's
 * builds leave everything as it is): notes the shell-only and the large files, and writes the boot script (read
 * from the runner's build) into index.html, first in its head. Inline, it runs while the page is still parsing (offline, ~25 ms before a
 * file of its own came back from the service worker), so the device's copy is read that much sooner; the
 * server admits it by its hash in the CSP (server/http/inlineScripts.ts).
 */
const precacheScope: Plugin = {
  name: 'wenda-precache-scope',
  generateBundle(_options, bundle) {
    const files = bundle as unknown as Record<string, BundleFile>;
    const isAppBundle = Object.values(files).some(
      (file) => file.type === 'chunk' && file.facadeModuleId !== null && SHELL_ROOT.test(file.facadeModuleId),
    );
    if (!isAppBundle) return;
    shellOnly.clear();
    // A file both builds made alike is the runner's too.
    for (const fileName of shellOnlyFiles(files)) if (!runner.isRunnerFile(fileName)) shellOnly.add(fileName);
    largeAssets.length = 0;
    for (const file of Object.values(bundle)) {
      const size =
        file.type === 'chunk'
          ? file.code.length
          : typeof file.source === 'string'
            ? file.source.length
            : file.source.byteLength;
      if (size >= LARGE_ASSET_BYTES) largeAssets.push(file.fileName);
    }
    // Minified: it is on every page's first load.
    bootSource = minifySync('runner-boot.js', bootScript(base, bootFiles(runner.bundle()))).code.trim();
    if (/<\/script/i.test(bootSource))
      throw new Error('The boot script cannot be inlined: it holds "</script".');
  },
  transformIndexHtml: {
    order: 'post',
    handler: (_html, context) =>
      context.bundle && bootSource ? [{ tag: 'script', children: bootSource, injectTo: 'head-prepend' }] : [],
  },
};

export default defineConfig({
  plugins: [
    react(),
    runner.plugin,
    precacheScope,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest,
      injectManifest: {
        // What a respondent needs to start with no connection: the entry, the runner, the family views, the
        // logic worker, styles, HTML and icons. The shell's router and what only it reaches (the designer,
        // antd) are large and online-only: left out, so that installing the worker does not download them.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        buildPlugins: { vite: [largeAssetsModule] },
        manifestTransforms: [
          (entries) => ({ manifest: entries.filter((entry) => !shellOnly.has(entry.url)), warnings: [] }),
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: 'dist',
    sourcemap: false,
  },
  worker: { format: 'es' },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
});
