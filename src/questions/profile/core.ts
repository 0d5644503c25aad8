import type { CatalogEntry } from '../entry';
import {
  ageStageEntry,
  cityLevelEntry,
  cityZoneEntry,
  educationEntry,
  familyDefineEntry,
  familyIncomeEntry,
  familyPeopleEntry,
  genderEntry,
  gpsRegionEntry,
  industryEntry,
  occupationEntry,
} from './choices';
import { ageEntry, birthdayEntry } from './dates';
import { emailEntry, idCardEntry, nameEntry, phoneEntry } from './text';

/**
 * Every profile question of spec 1 §1 (the city's is in src/questions/city, an address picker); their places in the
 * catalogue are in family.ts.
 */
export const entries: readonly CatalogEntry[] = [
  nameEntry,
  genderEntry,
  birthdayEntry,
  ageEntry,
  ageStageEntry,
  educationEntry,
  occupationEntry,
  industryEntry,
  emailEntry,
  idCardEntry,
  phoneEntry,
  cityLevelEntry,
  cityZoneEntry,
  familyIncomeEntry,
  familyPeopleEntry,
  familyDefineEntry,
  gpsRegionEntry,
];
