/**
 * Build-time (vite.config.ts), not part of the service worker: which built files the precache leaves out.
 *
 * The precache is what lets a respondent start with no connection: the entry, the runner's pages, the family
 * views, the logic worker, their styles, the HTML and icons. The shell's router and everything only it reaches
 * (login, the designer, antd, the rich-text editor) are online-only and large; precaching them made a
 * respondent's first visit download megabytes it never uses. So: every chunk the entry reaches without going
 * through the shell's router is kept, with its CSS; the chunks reached only through the router, and the CSS
 * only they import, are left out. Files that are not chunks (HTML, icons, the worker's script) stay.
 */

/** The parts of a Rollup/Rolldown output chunk this reads. */
export interface ChunkInfo {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
  dynamicImports: readonly string[];
  viteMetadata?: { importedCss: ReadonlySet<string> };
}

export type BundleFile = ChunkInfo | { type: 'asset'; fileName: string };

/** The module whose dynamic import opens the shell (src/main.tsx imports it for every non-runner route). */
export const SHELL_ROOT = /\/src\/shell\/router\.tsx$/;

/** The built files (bundle file names) that only the shell uses, to leave out of the precache. */
export function shellOnlyFiles(bundle: Readonly<Record<string, BundleFile>>): Set<string> {
  const chunks = new Map<string, ChunkInfo>();
  for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file);

  const kept = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || kept.has(fileName)) return;
    if (!chunk.isEntry && chunk.facadeModuleId && SHELL_ROOT.test(chunk.facadeModuleId)) return;
    kept.add(fileName);
    for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);

  const keptCss = new Set<string>();
  for (const fileName of kept)
    for (const css of chunks.get(fileName)?.viteMetadata?.importedCss ?? []) keptCss.add(css);

  const left = new Set<string>();
  for (const chunk of chunks.values()) {
    if (kept.has(chunk.fileName)) continue;
    left.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) if (!keptCss.has(css)) left.add(css);
  }
  return left;
}
