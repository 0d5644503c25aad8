import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { type BundleFile, SHELL_ROOT, shellOnlyFiles } from './sw/precacheScope.ts';
import { bootFiles, bootScript, viewsFile } from './sw/runnerBoot.ts';

// The web app manifest is a file of its own at the root so that it can be read and reviewed as-is;
// vite-plugin-pwa writes it into the build and links it from index.html.
const manifest = JSON.parse(readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'));

/**
 * Notes which built files only the shell uses (sw/precacheScope.ts), for the precache manifest below to leave
 * out, and writes the runner's boot script (sw/runnerBoot.ts), which index.html loads first. Only the app's own bundle (the one holding the shell's router) is read; the worker's and the service
 * worker's own builds leave the list as it is.
 */
const shellOnly = new Set<string>();
/** sw/runnerBoot.ts: fetches an answer link's chunks and starts its worker before the entry has run. */
const RUNNER_BOOT = 'runner-boot.js';
const RUNNER_VIEWS = 'runner-views.json';
const base = '/';
const precacheScope: Plugin = {
  name: 'wenda-precache-scope',
  generateBundle(_options, bundle) {
    const files = bundle as unknown as Record<string, BundleFile>;
    const isAppBundle = Object.values(files).some(
      (file) => file.type === 'chunk' && file.facadeModuleId !== null && SHELL_ROOT.test(file.facadeModuleId),
    );
    if (!isAppBundle) return;
    shellOnly.clear();
    for (const fileName of shellOnlyFiles(files)) shellOnly.add(fileName);
    const boot = bootFiles(files);
    this.emitFile({ type: 'asset', fileName: RUNNER_VIEWS, source: viewsFile(base, boot) });
    this.emitFile({
      type: 'asset',
      fileName: RUNNER_BOOT,
      source: bootScript(base, `${base}${RUNNER_VIEWS}`, boot),
    });
  },
  transformIndexHtml: {
    order: 'post',
    handler: (_html, context) =>
      context.bundle
        ? [{ tag: 'script', attrs: { src: `${base}${RUNNER_BOOT}`, defer: true }, injectTo: 'head-prepend' }]
        : [],
  },
};

export default defineConfig({
  plugins: [
    react(),
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
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}', RUNNER_VIEWS],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
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
