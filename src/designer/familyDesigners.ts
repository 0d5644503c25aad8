import { familyModules } from '../questions/familyModules';
import { FAMILY_DESIGN_FOLDERS } from '../questions/registry.generated';
import type { FamilyDesigner } from './editor/contract';

/** What every `src/questions/<family>/Design.tsx` exports: its designer views by catalogue key. */
export type FamilyDesignModule = {
  designers: Readonly<Record<string, FamilyDesigner>>;
};

/**
 * The catalogue keys with a designer view, and the family folder whose `Design.tsx` holds it, as each family's
 * family.ts says (`design`; `npm run families` writes the table). Profile questions reuse one module; the slider
 * is the rating box in style 4; keys whose family.ts names no designer view are absent.
 */
export { FAMILY_DESIGN_FOLDERS };

// Lazy by construction: each Design.tsx becomes its own chunk, fetched the first time a question of that
// family is opened, so neither the entry nor the runner ever pulls in designer code.
const DESIGN_MODULES = import.meta.glob<FamilyDesignModule>('../questions/*/Design.tsx');

const designs = familyModules(
  FAMILY_DESIGN_FOLDERS,
  DESIGN_MODULES,
  (folder) => `../questions/${folder}/Design.tsx`,
);

/** True when a question of this catalogue key can be edited here (its view exists in this build). */
export function hasFamilyDesigner(catalogKey: string): boolean {
  return designs.has(catalogKey);
}

/** The catalogue keys that have a designer view, in the order of the table above. */
export function familyDesignerKeys(): string[] {
  return designs.keys();
}

/**
 * A loader of the designer views (Editor and Preview) of a catalogue key, or undefined when the key has
 * none; the workspace then shows the question read-only.
 */
export function familyDesignerFor(catalogKey: string): (() => Promise<FamilyDesigner>) | undefined {
  const found = designs.loader(catalogKey);
  if (!found) return undefined;
  return async () => {
    const designer = (await found.load()).designers[catalogKey];
    if (!designer) throw new Error(`No designer view for ${catalogKey} in ${found.path}`);
    return designer;
  };
}
