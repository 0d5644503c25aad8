import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import type { BundleFile } from './precacheScope.ts';

/**
 * Build-time (vite.config.ts): the respondent runner as a build of its own, in which Preact's compat layer stands
 * in for React and React DOM. React DOM alone was some 60 KB gzip of the ~145 KB a respondent fetched before the
 * first question; Preact with its compat layer is about a sixth of that. The designer and the rest of the shell
 * (antd, the rich-text editor, charts) stay on React, in the app's own build.
 *
 * The app's build starts this one first (buildStart), gives the page's entry the URL of the runner's entry
 * (`virtual:wenda-runner-entry`, src/main.tsx imports it), and writes the runner's files into its own output
 * (generateBundle), so that everything after — the boot script read from the runner's chunks, the precache, the
 * service worker's large files — sees one build.
 */

export const RUNNER_ENTRY_MODULE = 'virtual:wenda-runner-entry';
/** The runner's entry module, relative to the project root. */
const RUNNER_ENTRY = 'src/runner/main.tsx';

/** React's module names and what stands in for each in the runner's build. */
const PREACT_FOR_REACT = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

export interface RunnerBuild {
  plugin: Plugin;
  /** The runner build's output, by file name (after the app's buildStart). */
  bundle(): Readonly<Record<string, BundleFile>>;
  /** Whether a file of the app's output is the runner's. */
  isRunnerFile(fileName: string): boolean;
}

export function runnerBuild(): RunnerBuild {
  let config: ResolvedConfig | undefined;
  let output: Rollup.OutputBundle | undefined;
  let building: Promise<void> | undefined;
  let entryReferenced = false;

  const buildRunner = async (resolved: ResolvedConfig) => {
    const result = await build({
      configFile: false,
      root: resolved.root,
      base: resolved.base,
      mode: resolved.mode,
      logLevel: resolved.logLevel,
      publicDir: false,
      plugins: [react()],
      resolve: { alias: PREACT_FOR_REACT, dedupe: ['preact'] },
      worker: { format: 'es' },
      build: {
        write: false,
        outDir: resolved.build.outDir,
        emptyOutDir: false,
        sourcemap: resolved.build.sourcemap,
        rollupOptions: { input: RUNNER_ENTRY },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
    output = {};
    for (const file of outputs.flatMap((one) => one.output)) output[file.fileName] = file;
  };

  const entryFileName = () => {
    const entry = Object.values(output ?? {}).find((file) => file.type === 'chunk' && file.isEntry);
    if (!entry) throw new Error(`The runner build has no entry chunk (${RUNNER_ENTRY}).`);
    return entry.fileName;
  };

  const plugin: Plugin = {
    name: 'wenda-runner-build',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      if (config?.command !== 'build') return;
      building ??= buildRunner(config);
      await building;
    },
    resolveId: (id) => (id === RUNNER_ENTRY_MODULE ? `\0${RUNNER_ENTRY_MODULE}` : undefined),
    load(id) {
      if (id !== `\0${RUNNER_ENTRY_MODULE}`) return undefined;
      entryReferenced = true;
      // The dev server has no runner build (src/main.tsx imports the runner's modules there).
      const url = output ? `${config?.base ?? '/'}${entryFileName()}` : '';
      return `export default ${JSON.stringify(url)};`;
    },
    generateBundle(_options, bundle) {
      // Only the app's build, the one whose entry imports the runner's.
      if (!output || !entryReferenced) return;
      for (const file of Object.values(output)) {
        const source = file.type === 'chunk' ? file.code : file.source;
        const existing = bundle[file.fileName];
        if (existing) {
          // Both builds may make a file of the same modules, hence the same name: then it is the same file.
          const same = existing.type === 'chunk' ? existing.code : existing.source;
          if (!Buffer.from(same).equals(Buffer.from(source)))
            throw new Error(`The runner build and the app's both write ${file.fileName}, differently.`);
          continue;
        }
        this.emitFile({ type: 'asset', fileName: file.fileName, source });
      }
    },
  };

  return {
    plugin,
    bundle: () => (output ?? {}) as unknown as Record<string, BundleFile>,
    isRunnerFile: (fileName) => output !== undefined && fileName in output,
  };
}
