import type { AnswerOfKind, AssociationChoice, Question } from '../../core/model';
import {
  type AnswerContext,
  type DesignContext,
  descTextIssues,
  isEmptyAnswer,
  isRequired,
  issue,
  optionTextIssues,
  type ValidationIssue,
} from '../../core/validation';
import type { CatalogEntry } from '../entry';
import { defineEntry } from '../entry';
import { commonDesign } from '../shared/answerChecks';
import { shownRows } from '../shared/matrix';
import { type IatSetup, MAX_IAT_STIMULI, parseIatSetup, readIatSetup } from './family';
import { blockPlan, correctSideIn, stimuliOf } from './trials';

/** Tolerance between `time` and (edTime − stTime) / 1000: half a millisecond, for rounding in transit. */
const TIME_TOLERANCE_S = 0.0005;

/**
 * One recorded choice on its own: a known stimulus, one of the two sides, times in order and agreeing with
 * each other, the direction (when recorded) matching the side, the touch inside the trial. Choices written
 * before the optional fields existed carry none of them and are checked on the five they have.
 */
function choiceIsSound(choice: AssociationChoice, sideIds: readonly string[]): boolean {
  const sideIndex = sideIds.indexOf(choice.optionId);
  if (sideIndex === -1) return false;
  const elapsedMs = choice.edTime - choice.stTime;
  if (choice.stTime < 0 || elapsedMs < 0 || choice.time < 0) return false;
  if (Math.abs(choice.time - elapsedMs / 1000) > TIME_TOLERANCE_S) return false;
  if (choice.direction && choice.direction !== (sideIndex === 0 ? 'left' : 'right')) return false;
  return choice.firstTouch === undefined || choice.firstTouch <= elapsedMs;
}

/**
 * Implicit association (IatBox, spec 2 §4–§5). A swipe round: each shown item (desc, at most 5) is swiped
 * once, left for the first option or right for the second; every shown item needs a swipe, else the swipe
 * message at that item. A full IAT (answerConfig.iat.full): the trials of the seven blocks, items and
 * attributes, each at its block and place, on the side its category takes in that block (the respondent must
 * correct a wrong swipe, so the side recorded is always the right one); the answer is complete when every
 * block is, and until then the swipe message stands.
 */
export function validateAssociation(
  question: Question,
  answer: AnswerOfKind<'association'> | undefined,
  context: AnswerContext,
): ValidationIssue[] {
  const required = isRequired(question);
  if (!answer || isEmptyAnswer(answer)) return required ? [issue('core.answer.swipe')] : [];
  const sideIds = question.optionList.slice(0, 2).map((option) => option.id);
  if (!answer.choices.every((choice) => choiceIsSound(choice, sideIds)))
    return [issue('core.answer.invalid')];
  const setup = readIatSetup(question);
  return setup.full
    ? fullIatIssues(question, setup, answer, required)
    : swipeRoundIssues(question, answer, context, required);
}

function swipeRoundIssues(
  question: Question,
  answer: AnswerOfKind<'association'>,
  context: AnswerContext,
  required: boolean,
): ValidationIssue[] {
  const items = new Set(question.descList.map((desc) => desc.id));
  const seen = new Set<string>();
  for (const choice of answer.choices) {
    if (!items.has(choice.descId) || seen.has(choice.descId) || choice.block !== undefined) {
      return [issue('core.answer.invalid')];
    }
    seen.add(choice.descId);
  }
  if (!required) return [];
  return shownRows(question, context)
    .filter((item) => !seen.has(item.id))
    .map((item) => issue('core.answer.swipe', undefined, { descId: item.id }));
}

function fullIatIssues(
  question: Question,
  setup: IatSetup,
  answer: AnswerOfKind<'association'>,
  required: boolean,
): ValidationIssue[] {
  const plans = blockPlan(answer.reversedFirst === true);
  const { items, attributes } = stimuliOf(
    setup,
    question.descList.map((desc) => desc.id),
  );
  const itemById = new Map(items.map((item) => [item.id, item]));
  const attributeById = new Map(attributes.map((attribute) => [attribute.id, attribute]));
  const perBlock = new Map<number, number>();
  let lastTrial = 0;
  // Stored rows come back grouped by stimulus (one row per desc): the trial numbers give the order.
  const inOrder = [...answer.choices].sort((left, right) => (left.trial ?? 0) - (right.trial ?? 0));
  for (const choice of inOrder) {
    const plan = choice.block === undefined ? undefined : plans[choice.block - 1];
    const item = itemById.get(choice.descId);
    const stimulus = item ?? attributeById.get(choice.descId);
    // Trials in order, each in a block of the plan, with a stimulus that block shows, on its side.
    if (!plan || !stimulus || choice.trial === undefined || choice.trial <= lastTrial) {
      return [issue('core.answer.invalid')];
    }
    const shows = plan.kind === 'combined' || (plan.kind === 'targets') === (item !== undefined);
    const side = correctSideIn(plan, stimulus, item !== undefined);
    if (!shows || question.optionList[side]?.id !== choice.optionId) return [issue('core.answer.invalid')];
    const count = (perBlock.get(plan.block) ?? 0) + 1;
    if (count > plan.trials) return [issue('core.answer.invalid')];
    perBlock.set(plan.block, count);
    lastTrial = choice.trial;
  }
  const complete = plans.every((plan) => perBlock.get(plan.block) === plan.trials);
  return required && !complete ? [issue('core.answer.swipe')] : [];
}

/**
 * The designer's rules: the two sides (options), items (descs) and, for a full IAT, attributes, at most 5 of
 * each with the spec's cap messages; a full IAT needs both attribute category names, an attribute on each side
 * and an item on each side, or its blocks could not be built.
 */
function associationDesign(question: Question, context: DesignContext): ValidationIssue[] {
  const issues = [
    ...commonDesign(question, context),
    ...descTextIssues(question.descList),
    ...optionTextIssues(question.optionList),
  ];
  if (question.descList.length === 0) issues.push(issue('core.design.keepOneSubQuestion'));
  if (question.descList.length > MAX_IAT_STIMULI) {
    issues.push(issue('core.design.maxFiveOptions', { max: MAX_IAT_STIMULI }));
  }
  if (question.optionList.length !== 2) issues.push(issue('core.design.twoSides'));
  const raw = question.answerConfig.iat;
  if (raw == null) return issues;
  const setup = parseIatSetup(raw);
  if (!setup) return [...issues, issue('core.design.iatSetup')];
  if (setup.attributes.length > MAX_IAT_STIMULI) {
    issues.push(issue('core.design.maxFiveAttributes', { max: MAX_IAT_STIMULI }));
  }
  if (!setup.full) return issues;
  const itemSides = question.descList.map((desc) => setup.itemSides[desc.id] ?? 0);
  const attributeSides = setup.attributes.map((attribute) => attribute.side);
  if (setup.attributeLabels.some((label) => label.trim() === '')) {
    issues.push(issue('core.design.iatAttributeLabels'));
  }
  for (const attribute of setup.attributes) {
    if (attribute.name.trim() === '') issues.push(issue('core.design.iatAttributeNull'));
  }
  if (!itemSides.includes(0) || !itemSides.includes(1)) issues.push(issue('core.design.iatItemSides'));
  if (!attributeSides.includes(0) || !attributeSides.includes(1)) {
    issues.push(issue('core.design.iatAttributeSides'));
  }
  return issues;
}

export const implicitAssociationEntry = defineEntry({
  catalogKey: 'implicitAssociation',
  elementType: 'IatBox',
  category: 'qita',
  defaultOrder: 110,
  titleKey: 'core.title.implicitAssociation',
  saveEndpoint: '/design/qu-time-notes/ajaxSave',
  answerKind: 'association',
  limits: { maxOptions: 2, minOptions: 2, maxDescs: MAX_IAT_STIMULI },
  defaults: (build) => ({
    optionList: [
      build.option(build.text('core.default.left'), 'normal', 0),
      build.option(build.text('core.default.right'), 'normal', 1),
    ],
    descList: build.numberedDescs(2),
  }),
  validateAnswer: validateAssociation,
  validateDesign: associationDesign,
});

/** This folder's catalogue entries (src/questions/entries.generated.ts collects every folder's). */
export const entries: readonly CatalogEntry[] = [implicitAssociationEntry];
