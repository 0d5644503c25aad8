import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { chainTo, moduleGraph } from './graph';

/**
 * The logic worker is fetched before a respondent sees the first question, so what it imports is paid on every
 * first visit. It reads releases structurally (workers/logicSession.ts) and validates with the families' rules,
 * none of which need the model's zod schemas: zod alone would add some 25 KB gzip. This bundles the worker the
 * way the build does (esbuild: same module graph, unused imports dropped) and names the chain that brings zod
 * in, so the file to mend is in the failure.
 */
const WORKER = fileURLToPath(new URL('../../../workers/logic.ts', import.meta.url));

describe('the logic worker bundle', () => {
  it('holds no zod', { timeout: 30_000 }, async () => {
    const meta = await moduleGraph(WORKER);
    expect(chainTo(meta, 'workers/logic.ts', (path) => path.includes('node_modules/zod/'))).toBeUndefined();
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
