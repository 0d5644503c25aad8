import { z } from 'zod';
import { ELEMENT_TYPES, type ElementType, QUESTION_CATEGORIES } from './constants';

export {
  ELEMENT_KINDS,
  ELEMENT_TYPES,
  type ElementKind,
  type ElementType,
  type QuestionCategory,
  QUESTION_CATEGORIES,
  UNNUMBERED_ELEMENT_TYPES,
} from './constants';

export const elementTypeSchema = z.enum(ELEMENT_TYPES as [ElementType, ...ElementType[]]);

/** Designer categories of the add-question popover (spec 1 §2), stored in `category` as the spec names them. */
export const questionCategorySchema = z.enum(QUESTION_CATEGORIES);
