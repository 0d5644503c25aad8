import { describe, expect, it } from 'vitest';
import { entryFor } from '../../../src/questions/catalogue';
import {
  answerViewFor,
  answerViewKeys,
  FAMILY_VIEW_FOLDERS,
  hasAnswerView,
} from '../../../src/runner/familyViews';

/** The answer kind each view folder reports (null: the view answers nothing). */
const FOLDER_KIND: Record<string, string | null> = {
  radio: 'choice',
  checkbox: 'choice',
  select: 'choice',
  matrixRadio: 'matrix',
  matrixCheckbox: 'matrix',
  sort: 'sort',
  chip: 'chip',
  rating: 'number',
  ratingGroup: 'scores',
  number: 'number',
  time: 'time',
  fillBlank: 'text',
  multiFillBlank: 'blanks',
  multiOpen: 'blanks',
  info: null,
  pageBreak: null,
  checkpoint: null,
  gps: 'gps',
  media: 'media',
  music: 'choice',
  city: 'cascade',
  cascade: 'cascade',
  conceptEvaluation: 'regions',
  markupImage: 'matrix',
  implicitAssociation: 'association',
  timedResponse: 'media',
};

describe('runner answer-view registry', () => {
  it('registers only catalogue keys, each with a view answering its answerKind', () => {
    for (const [key, folder] of Object.entries(FAMILY_VIEW_FOLDERS)) {
      const entry = entryFor(key);
      expect(entry, key).toBeDefined();
      expect(FOLDER_KIND[folder], `${key} → ${folder}`).toBe(entry?.answerKind);
    }
  });
  it('has a view module for every registered key, loading a component', async () => {
    expect(answerViewKeys()).toEqual(Object.keys(FAMILY_VIEW_FOLDERS));
    for (const key of answerViewKeys()) {
      const load = answerViewFor(key);
      expect(load, key).toBeDefined();
      expect(typeof (await load!()).default, key).toBe('function');
    }
  });
  it('leaves out keys without a view', () => {
    for (const key of ['audio', 'image', 'video', 'implicitAssociation'])
      expect(hasAnswerView(key), key).toBe(true);
    for (const key of ['nope']) {
      expect(hasAnswerView(key), key).toBe(false);
      expect(answerViewFor(key)).toBeUndefined();
    }
  });
});
