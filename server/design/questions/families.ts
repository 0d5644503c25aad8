import { SAVE_ENDPOINTS, type SaveEndpoint } from '../../../src/core/api/design';
import { CATALOGUE, type CatalogEntry } from '../../../src/questions/catalogue';

/**
 * A kind of question a save endpoint accepts (spec 1 §3 "Save endpoint per type"): a catalogue entry, whose
 * element type, fixed profile code (itemCode), dictionary (profile choices take their options from it when saved
 * with none, spec 1 §4) and mediaQuType the server keeps.
 */
export type FamilyMember = CatalogEntry;

function isSaveEndpoint(value: string): value is SaveEndpoint {
  return (SAVE_ENDPOINTS as readonly string[]).includes(value);
}

/**
 * Which question kinds each save endpoint accepts, derived from the catalogue (each entry's saveEndpoint), so a
 * family the catalogue adds needs no change here; one handler serves every endpoint and refuses a kind sent to the
 * wrong one. (The spec's table this replaced, with generic defaults and checks for kinds without an entry, was
 * never reached once every kind had one.) An entry naming an endpoint the API does not declare stops the server.
 */
const FAMILIES: Readonly<Record<SaveEndpoint, readonly FamilyMember[]>> = (() => {
  for (const entry of CATALOGUE) {
    if (!isSaveEndpoint(entry.saveEndpoint))
      throw new Error(`${entry.catalogKey} saves through ${entry.saveEndpoint}, which is no save endpoint`);
  }
  const families = {} as Record<SaveEndpoint, readonly FamilyMember[]>;
  for (const endpoint of SAVE_ENDPOINTS)
    families[endpoint] = CATALOGUE.filter((entry) => entry.saveEndpoint === endpoint);
  return families;
})();

/** The kinds a save endpoint accepts, in catalogue order. */
export function familyMembers(endpoint: SaveEndpoint): readonly FamilyMember[] {
  return FAMILIES[endpoint];
}

/** The member of any family with this catalogKey, and its endpoint. */
export function findMember(catalogKey: string): { endpoint: SaveEndpoint; member: FamilyMember } | undefined {
  for (const endpoint of SAVE_ENDPOINTS) {
    const member = FAMILIES[endpoint].find((candidate) => candidate.catalogKey === catalogKey);
    if (member) return { endpoint, member };
  }
  return undefined;
}

/** Every catalogKey a save endpoint accepts, in endpoint then catalogue order (the demo survey shows one of each). */
export function allMembers(): { endpoint: SaveEndpoint; member: FamilyMember }[] {
  return SAVE_ENDPOINTS.flatMap((endpoint) => FAMILIES[endpoint].map((member) => ({ endpoint, member })));
}
