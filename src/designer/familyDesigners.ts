import type { FamilyDesigner } from './editor/contract';
import { familyModules } from '../questions/familyModules';

/** What every `src/questions/<family>/Design.tsx` exports: its designer views by catalogue key. */
export type FamilyDesignModule = {
  designers: Readonly<Record<string, FamilyDesigner>>;
};

/**
 * The catalogue keys this issue gives a designer view, and the family folder whose `Design.tsx` holds it.
 * Profile questions reuse the choice, fill-in, number and date editors from one module; the slider is the
 * rating box in style 4. Media, regions on images, implicit association, GPS, cascade and checkpoint have
 * no designer view yet and are deliberately absent.
 */
export const FAMILY_DESIGN_FOLDERS: Readonly<Record<string, string>> = {
  radio: 'radio',
  checkbox: 'checkbox',
  select: 'select',
  matrixRadio: 'matrixRadio',
  matrixCheckbox: 'matrixCheckbox',
  sort: 'sort',
  chip: 'chip',
  rating: 'rating',
  slider: 'rating',
  ratingGroup: 'ratingGroup',
  number: 'number',
  time: 'time',
  fillBlank: 'fillBlank',
  multiFillBlank: 'multiFillBlank',
  multiOpen: 'multiOpen',
  info: 'info',
  pageBreak: 'pageBreak',
  checkpoint: 'checkpoint',
  name: 'profile',
  gender: 'profile',
  birthday: 'profile',
  age: 'profile',
  ageStage: 'profile',
  education: 'profile',
  occupation: 'profile',
  industry: 'profile',
  email: 'profile',
  idCard: 'profile',
  phone: 'profile',
  cityLevel: 'profile',
  cityZone: 'profile',
  familyIncome: 'profile',
  familyPeople: 'profile',
  familyDefine: 'profile',
  gpsRegion: 'profile',
};

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
