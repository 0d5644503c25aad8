import { build, type Metafile } from 'esbuild';

/**
 * The module graph of an entry as a bundler sees it (esbuild: the same imports the build follows, unused ones
 * dropped), for tests that keep heavy modules out of what a respondent fetches first.
 */
export async function moduleGraph(entry: string): Promise<Metafile> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
    jsx: 'automatic',
    // Styles and Vite's import.meta.glob play no part in which scripts are imported.
    loader: { '.css': 'empty' },
  });
  return result.metafile;
}

/**
 * The chain of imports from the entry (the input whose path ends with `entryEnd`) to the first module
 * `target` accepts, by a breadth-first walk; `staticOnly` follows only import statements (a dynamic import()
 * is fetched later, not with the entry). undefined when nothing reaches it.
 */
export function chainTo(
  meta: Metafile,
  entryEnd: string,
  target: (path: string) => boolean,
  { staticOnly = false }: { staticOnly?: boolean } = {},
): string[] | undefined {
  const entry = Object.keys(meta.inputs).find((path) => path.endsWith(entryEnd));
  if (!entry) throw new Error(`${entryEnd} is not in the graph`);
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
      if (cameFrom.has(next.path) || (staticOnly && next.kind === 'dynamic-import')) continue;
      cameFrom.set(next.path, path);
      queue.push(next.path);
    }
  }
  return undefined;
}
