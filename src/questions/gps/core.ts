import { isRequired } from '../../core/validation';
import type { CatalogEntry } from '../entry';
import { defineEntry } from '../entry';
import { answerNull, commonDesign } from '../shared/answerChecks';

/** GPS (GpsBox): the located position; coordinates are range-checked by the answer schema. */
export const gpsEntry = defineEntry({
  catalogKey: 'gps',
  elementType: 'GpsBox',
  category: 'qita',
  defaultOrder: 200,
  titleKey: 'core.title.gps',
  saveEndpoint: '/design/qu-gps/ajaxSave',
  answerKind: 'gps',
  limits: {},
  defaults: () => ({}),
  validateAnswer: (question, answer) => (!answer && isRequired(question) ? answerNull() : []),
  validateDesign: (question, context) => commonDesign(question, context),
});

/** This folder's catalogue entries (src/questions/entries.generated.ts collects every folder's). */
export const entries: readonly CatalogEntry[] = [gpsEntry];
