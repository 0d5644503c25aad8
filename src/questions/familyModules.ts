/**
 * A lookup from catalogue key to one lazily loaded file of its family folder (the runner's Answer.tsx, the
 * designer's Design.tsx). Each registry keeps its own `import.meta.glob` (Vite must see it written out, and
 * the runner must never glob designer files); this is what they share. A key counts only when its folder is
 * listed AND its file exists in the build.
 */
export function familyModules<M>(
  folders: Readonly<Record<string, string>>,
  modules: Readonly<Record<string, () => Promise<M>>>,
  pathOf: (folder: string) => string,
) {
  function path(catalogKey: string): string | undefined {
    const folder = Object.hasOwn(folders, catalogKey) ? folders[catalogKey] : undefined;
    const candidate = folder && pathOf(folder);
    return candidate && Object.hasOwn(modules, candidate) ? candidate : undefined;
  }
  return {
    has: (catalogKey: string): boolean => path(catalogKey) !== undefined,
    /** The keys whose file exists, in the order of the folder table. */
    keys: (): string[] => Object.keys(folders).filter((catalogKey) => path(catalogKey) !== undefined),
    loader(catalogKey: string): { path: string; load: () => Promise<M> } | undefined {
      const found = path(catalogKey);
      const load = found ? modules[found] : undefined;
      return found && load ? { path: found, load } : undefined;
    },
  };
}
