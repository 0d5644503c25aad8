import { FAMILY_ANSWER_FOLDERS } from './answerViews.generated';
import { FAMILY_DESIGN_FOLDERS } from './registry.generated';

/**
 * The families built end to end: a designer can add them and a respondent can answer them, in catalogue order.
 * The server reads this list (it cannot see the client's view registries) to build the demo survey, which must
 * be answerable to the end. Derived from the family folders' family.ts (src/questions/registry.generated.ts);
 * a unit test holds it equal to the keys both view registries serve in the build.
 */
export const ANSWERABLE_CATALOG_KEYS: readonly string[] = Object.keys(FAMILY_ANSWER_FOLDERS).filter(
  (catalogKey) => Object.hasOwn(FAMILY_DESIGN_FOLDERS, catalogKey),
);
