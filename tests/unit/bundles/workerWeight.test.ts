import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * The logic worker is fetched before a respondent sees the first question, so what it imports is paid on every
 * first visit. It reads releases structurally (workers/logicSession.ts) and validates with the families' rules,
 * none of which need the model's zod schemas: zod alone would add some 25 KB gzip. This bundles the worker the
 * way the build does (esbuild: same module graph, unused imports dropped) and names the chain that brings zod
 * in, so the file to mend is in the failure.
 */
const WORKER = fileURLToPath(new URL('../../../workers/logic.ts', import.meta.url));

async function workerGraph(): Promise<Metafile> {
  const result = await build({
    entryPoints: [WORKER],
    bundle: true,
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  return result.metafile;
}

/** The import chain from the worker to `target`, by a breadth-first walk of the bundle's graph. */
function chainTo(meta: Metafile, target: (path: string) => boolean): string[] | undefined {
  const entry = Object.keys(meta.inputs).find((path) => path.endsWith('workers/logic.ts'));
  if (!entry) return undefined;
  const cameFrom = new Map<string, string | undefined>([[entry, undefined]]);
  const queue = [entry];
  while (queue.length > 0) {
    const path = queue.shift() as string;
    if (target(path)) {
      const chain = [path];
      for (let at = cameFrom.get(path); at; at = cameFrom.get(at)) chain.unshift(at);
      return chain;
    }
    for (const next of meta.inputs[path]?.imports ?? []) {
      if (cameFrom.has(next.path)) continue;
      cameFrom.set(next.path, path);
      queue.push(next.path);
    }
  }
  return undefined;
}

describe('the logic worker bundle', () => {
  it('holds no zod', { timeout: 30_000 }, async () => {
    const meta = await workerGraph();
    expect(chainTo(meta, (path) => path.includes('node_modules/zod/'))).toBeUndefined();
  });

  it('the check can fail: the model index, which the worker must not import, brings zod', async () => {
    const result = await build({
      stdin: {
        contents: "export { releaseSchema } from './src/core/model';",
        resolveDir: process.cwd(),
        loader: 'ts',
      },
      bundle: true,
      format: 'esm',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    expect(Object.keys(result.metafile.inputs).some((path) => path.includes('node_modules/zod/'))).toBe(true);
  });
});
