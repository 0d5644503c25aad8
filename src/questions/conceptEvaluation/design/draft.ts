import type { Option, Question } from '../../../core/model';
import { CE_NONE_CODE, type Rect } from '../family';

/*
 * What the designer's gestures do to the draft question, pure: a new base image, the image removed, a region
 * drawn, a region's code or name typed, a region removed. The none-of-the-above option stays last.
 */

/**
 * The options of a question whose base image changes or goes (spec 1 §4): the single none-of-the-above
 * option, code 0 — the question's own when it has one (its id and name kept), else a new one named `name`.
 */
export function resetToNone(question: Question, name: string, newId: () => string): Option[] {
  const kept = question.optionList.find((option) => option.type === 'none');
  const none: Option = kept ?? {
    id: newId(),
    quId: question.id,
    orderById: 0,
    optionName: name,
    type: 'none',
    visibility: 1,
    positionName: name,
  };
  return [{ ...none, positionCode: CE_NONE_CODE, x: null, y: null, w: null, h: null, orderById: 0 }];
}

/** The first region with no code: the drawing tool asks for it before another is drawn (spec 1 §5). */
export function regionWithoutCode(question: Question): Option | undefined {
  return question.optionList.find((option) => option.type !== 'none' && !option.positionCode?.trim());
}

/** The question with a new region (code and name left to type) before the none-of-the-above option. */
export function withRegion(question: Question, id: string, rect: Rect): Question {
  const region: Option = {
    id,
    quId: question.id,
    orderById: 0,
    optionName: '',
    type: 'normal',
    visibility: 1,
    positionCode: '',
    positionName: '',
    ...rect,
  };
  const regions = question.optionList.filter((option) => option.type !== 'none');
  const nones = question.optionList.filter((option) => option.type === 'none');
  return { ...question, optionList: ordered([...regions, region, ...nones]) };
}

/** A region's code or name typed; the name is also the option's name, which results and exports show. */
export function withRegionText(
  question: Question,
  id: string,
  patch: { positionCode?: string; positionName?: string },
): Question {
  return {
    ...question,
    optionList: question.optionList.map((option) =>
      option.id === id
        ? {
            ...option,
            ...patch,
            ...(patch.positionName !== undefined ? { optionName: patch.positionName } : {}),
          }
        : option,
    ),
  };
}

/** The question without one region (the none-of-the-above option is never removed). */
export function withoutRegion(question: Question, id: string): Question {
  return {
    ...question,
    optionList: ordered(question.optionList.filter((option) => option.id !== id || option.type === 'none')),
  };
}

const ordered = (options: Option[]) => options.map((option, index) => ({ ...option, orderById: index }));
