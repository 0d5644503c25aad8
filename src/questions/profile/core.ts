import { cityEntry } from '../city/core';
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

/** Every profile question of spec 1 §1, in the spec's order. */
export const PROFILE_ENTRIES: readonly CatalogEntry[] = [
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
  cityEntry,
  cityLevelEntry,
  cityZoneEntry,
  familyIncomeEntry,
  familyPeopleEntry,
  familyDefineEntry,
  gpsRegionEntry,
];
