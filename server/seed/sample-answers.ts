import type { AnswerValue, Question } from '../../src/core/model';
import { childrenByParent, TOP_LEVEL } from '../../src/core/optionTree';
import { choiceLimits } from '../../src/core/validation';
import { timeFormatOfTimeType } from '../../src/core/validation/timeValues';
import type { CatalogEntry } from '../../src/questions/catalogue';
import { chipTotal } from '../../src/questions/chip/core';
import { cityLevels } from '../../src/questions/city/family';
import { readIatSetup } from '../../src/questions/implicitAssociation/family';
import { fullIatTrials } from '../../src/questions/implicitAssociation/trials';
import { scoreRange } from '../../src/questions/rating/scales';
import { sortTarget } from '../../src/questions/sort/core';
import { chinaDivisions } from '../address/divisions';
import type { Random } from './random';

/**
 * Realistic synthetic answers, one family at a time, for the sample data set (sample-responses.ts). The
 * values are valid for their question (known option ids, numbers in range, ranks 1..k, chips summing to the
 * total, times in the family's format) and deliberately uneven — each question leans towards some options
 * or values, derived from its id — so that statistics, charts and cross-tabs have something to show.
 * Returns undefined for a question the generator cannot answer (content, media without files …).
 */
export function sampleAnswer(
  question: Question,
  entry: CatalogEntry,
  random: Random,
  language: string,
): AnswerValue | undefined {
  switch (entry.answerKind) {
    case 'choice':
      return choiceAnswer(question, entry.results?.multiple ?? false, random, language);
    case 'matrix':
      return question.descList.length === 0
        ? markAnswer(question, random)
        : matrixAnswer(question, entry.results?.multiple ?? false, random);
    case 'sort':
      return sortAnswer(question, random);
    case 'chip':
      return chipAnswer(question, random);
    case 'number':
      return { kind: 'number', value: numberValue(question, entry, random) };
    case 'scores':
      return scoresAnswer(question, random);
    case 'time':
      return { kind: 'time', value: timeValue(question, entry, random) };
    case 'text':
      return { kind: 'text', text: textValue(question, entry, random, language) };
    case 'blanks':
      return blanksAnswer(question, random, language);
    case 'gps':
      return {
        kind: 'gps',
        latitude: round(22 + random.next() * 18, 5),
        longitude: round(100 + random.next() * 21, 5),
        accuracy: random.int(5, 80),
      };
    case 'regions':
      return regionsAnswer(question, random);
    case 'cascade':
      return question.mediaQuType === 'address'
        ? addressAnswer(question, random)
        : treeAnswer(question, entry, random);
    case 'association':
      return associationAnswer(question, random);
    default:
      return undefined;
  }
}

/** A path of China's divisions down to the question's levels (shorter where a place has nothing below). */
function addressAnswer(question: Question, random: Random): AnswerValue {
  const { childrenOf } = chinaDivisions();
  const path: string[] = [];
  for (let level = 0; level < cityLevels(question); level++) {
    const below = childrenOf.get(path[level - 1] ?? '') ?? [];
    if (below.length === 0) break;
    path.push(random.pick(below).code);
  }
  return { kind: 'cascade', path };
}

/** A path down a cascade's own option tree to its levels (shorter where an option has nothing below). */
function treeAnswer(question: Question, entry: CatalogEntry, random: Random): AnswerValue | undefined {
  const limits = entry.limits.levels ?? { default: 2, max: 3 };
  const levels = Math.min(Math.max(question.answerConfig.paramInt01 ?? limits.default, 1), limits.max);
  const children = childrenByParent(question.optionList);
  const path: string[] = [];
  for (let level = 0; level < levels; level++) {
    const below = children.get(path[level - 1] ?? TOP_LEVEL) ?? [];
    if (below.length === 0) break;
    path.push(random.pick(below).id);
  }
  return path.length > 0 ? { kind: 'cascade', path } : undefined;
}

/**
 * An association test as a phone records it: per trial a latency of 0.45–1.5 s after onset (longer now and
 * then), the first touch before it, the swipe's direction matching the side; a full IAT's trials in its
 * planned blocks on their right sides (a wrong swipe is corrected there, counted in errors), a swipe round one
 * trial per item on the side the question leans to.
 */
function associationAnswer(question: Question, random: Random): AnswerValue | undefined {
  const sides = question.optionList.slice(0, 2);
  const [left, right] = sides;
  const itemIds = question.descList.map((desc) => desc.id);
  if (!left || !right || itemIds.length === 0) return undefined;
  const setup = readIatSetup(question);
  const reversedFirst = random.chance(0.5);
  const planned = setup.full
    ? fullIatTrials(setup, itemIds, reversedFirst, () => random.next()).map((trial) => ({
        descId: trial.stimulusId,
        side: trial.correctSide,
        block: trial.block,
        trial: trial.trial,
      }))
    : itemIds.map((descId) => ({
        descId,
        side: random.weighted(weightsFor(question, 2)) as 0 | 1,
        block: undefined,
        trial: undefined,
      }));
  let onset = 1_000 + random.int(0, 500);
  const choices = planned.map(({ descId, side, block, trial }) => {
    const latency = random.int(450, random.chance(0.1) ? 3_000 : 1_500);
    const errors = setup.full && random.chance(0.08) ? 1 : 0;
    const choice = {
      descId,
      optionId: (side === 0 ? left : right).id,
      stTime: onset,
      edTime: onset + latency,
      time: latency / 1000,
      firstTouch: random.int(Math.floor(latency / 3), latency),
      direction: side === 0 ? ('left' as const) : ('right' as const),
      ...(setup.full ? { errors, block, trial } : {}),
    };
    onset += latency + (setup.full ? 250 : 1_000);
    return choice;
  });
  return { kind: 'association', choices, ...(setup.full ? { reversedFirst } : {}) };
}

/** Weights leaning towards some options: a fixed shape per question, so counts differ visibly. */
function weightsFor(question: Question, count: number): number[] {
  const shift = hashOf(question.id) % Math.max(count, 1);
  return Array.from({ length: count }, (_, index) => 1 + ((index + shift) % count) ** 1.3);
}

function choiceAnswer(
  question: Question,
  multiple: boolean,
  random: Random,
  language: string,
): AnswerValue | undefined {
  const options = question.optionList.filter((option) => option.visibility !== 0);
  if (options.length === 0) return undefined;
  const weights = weightsFor(question, options.length);
  const normal = options.filter((option) => option.type !== 'special' && option.type !== 'none');
  let chosen: typeof options;
  const first = options[random.weighted(weights)] as (typeof options)[number];
  if (!multiple || first.type === 'special' || first.type === 'none' || normal.length === 0) chosen = [first];
  else {
    const wanted = Math.min(normal.length, 1 + random.int(0, 2));
    chosen = random.sample(normal, wanted);
  }
  const otherText: Record<string, string> = {};
  for (const option of chosen) {
    if (option.type === 'other' && random.chance(0.85))
      otherText[option.id] = random.pick(otherTexts(language));
  }
  return { kind: 'choice', optionIds: chosen.map((option) => option.id), otherText };
}

function matrixAnswer(question: Question, multiple: boolean, random: Random): AnswerValue | undefined {
  const columns = question.optionList;
  if (columns.length === 0 || question.descList.length === 0) return undefined;
  const weights = weightsFor(question, columns.length);
  const rows: Record<string, string[]> = {};
  for (const row of question.descList) {
    if (random.chance(0.05)) continue;
    const picked = multiple
      ? random.sample(columns, Math.min(columns.length, 1 + random.int(0, 1)))
      : [columns[random.weighted(weights)] as (typeof columns)[number]];
    rows[row.id] = picked.map((column) => column.id);
  }
  return Object.keys(rows).length ? { kind: 'matrix', rows, otherText: {} } : undefined;
}

/**
 * Regions of an image (concept evaluation): now and then the none-of-the-above option alone, otherwise
 * between the question's minimum and maximum of its drawn regions, leaning towards some of them.
 */
function regionsAnswer(question: Question, random: Random): AnswerValue | undefined {
  const options = question.optionList.filter((option) => option.visibility !== 0);
  const regions = options.filter((option) => option.type !== 'none');
  const none = options.find((option) => option.type === 'none');
  if (none && (regions.length === 0 || random.chance(0.1))) return { kind: 'regions', optionIds: [none.id] };
  if (regions.length === 0) return undefined;
  const { min, max } = choiceLimits(question);
  const most = Math.min(regions.length, max > 0 ? max : regions.length);
  const least = Math.min(Math.max(min, 1), most);
  const weights = weightsFor(question, regions.length);
  const first = regions[random.weighted(weights)] as (typeof regions)[number];
  const rest = random.sample(
    regions.filter((option) => option !== first),
    random.int(least, most) - 1,
  );
  return { kind: 'regions', optionIds: [first, ...rest].map((option) => option.id) };
}

/**
 * A matrix whose rows are its options and whose columns are its mark options (image markup): one mark per
 * picture (a required markup wants every picture marked), leaning towards some marks.
 */
function markAnswer(question: Question, random: Random): AnswerValue | undefined {
  const marks = question.answerConfig.markOptions;
  if (marks.length === 0 || question.optionList.length === 0) return undefined;
  const weights = weightsFor(question, marks.length);
  const rows: Record<string, string[]> = {};
  for (const option of question.optionList) rows[option.id] = [marks[random.weighted(weights)] as string];
  return { kind: 'matrix', rows, otherText: {} };
}

function sortAnswer(question: Question, random: Random): AnswerValue | undefined {
  if (question.optionList.length === 0) return undefined;
  // A biased shuffle: each option's key mixes its preference with noise, so mean ranks differ.
  const weights = weightsFor(question, question.optionList.length);
  const ordered = question.optionList
    .map((option, index) => ({ option, key: (weights[index] as number) * (0.5 + random.next()) }))
    .sort((left, right) => right.key - left.key);
  const ranks: Record<string, number> = {};
  ordered.slice(0, sortTarget(question)).forEach(({ option }, index) => {
    ranks[option.id] = index + 1;
  });
  return { kind: 'sort', ranks };
}

/** Whole amounts summing to the question's total, spread by the question's leaning. */
function chipAnswer(question: Question, random: Random): AnswerValue | undefined {
  const options = question.optionList;
  if (options.length === 0) return undefined;
  const total = chipTotal(question);
  const weights = weightsFor(question, options.length);
  const amounts: Record<string, number> = Object.fromEntries(options.map((option) => [option.id, 0]));
  for (let unit = 0; unit < total; unit++) {
    const option = options[random.weighted(weights)] as (typeof options)[number];
    amounts[option.id] = (amounts[option.id] ?? 0) + 1;
  }
  return { kind: 'chip', amounts };
}

/** A rough bell around a point of the range chosen per question. */
function bell(random: Random, min: number, max: number, centre: number): number {
  const spread = (max - min) / 4 || 1;
  const value = centre + (random.next() + random.next() + random.next() - 1.5) * spread * 1.4;
  return Math.min(max, Math.max(min, value));
}

function numberValue(question: Question, entry: CatalogEntry, random: Random): number {
  if (entry.elementType === 'RateBox') {
    const { min, max } = scoreRange(question);
    return Math.round(bell(random, min, max, min + (max - min) * leaning(question)));
  }
  const config = question.answerConfig;
  let min = 0;
  let max = 100;
  if (entry.catalogKey === 'age') [min, max] = [16, 75];
  else if (config.limitRangeInd === 1) {
    min = config.paramInt01 ?? min;
    max = config.paramInt02 ?? max;
  }
  const value = bell(random, min, max, min + (max - min) * leaning(question));
  const decimals = (config.scoreNumType ?? question.scoreNumType ?? 1) === 2;
  return decimals ? Math.min(max, Math.max(min, round(value, 2))) : Math.round(value);
}

function scoresAnswer(question: Question, random: Random): AnswerValue | undefined {
  if (question.descList.length === 0) return undefined;
  const { min, max } = scoreRange(question);
  const values: Record<string, number> = {};
  question.descList.forEach((row, index) => {
    if (random.chance(0.04)) return;
    const centre = min + (max - min) * ((leaning(question) + index * 0.17) % 1);
    values[row.id] = Math.round(bell(random, min, max, centre));
  });
  return Object.keys(values).length ? { kind: 'scores', values } : undefined;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function timeValue(question: Question, entry: CatalogEntry, random: Random): string {
  const format =
    entry.catalogKey === 'birthday' ? 'yyyyMMdd' : timeFormatOfTimeType(question.answerConfig.timeType);
  const year = entry.catalogKey === 'birthday' ? random.int(1955, 2006) : random.int(2018, 2025);
  const month = random.int(1, 12);
  const day = random.int(1, 28);
  switch (format) {
    case 'HHmm':
      // Mostly daytime hours, as "when do you usually …" answers are.
      return `${pad(Math.round(bell(random, 0, 23, 13)))}${pad(random.int(0, 11) * 5)}`;
    case 'yyyyMM':
      return `${year}${pad(month)}`;
    case 'yyyyMMdd':
      return `${year}${pad(month)}${pad(day)}`;
    default:
      return String(Date.UTC(year, month - 1, day, random.int(0, 23), random.int(0, 59)));
  }
}

const FAMILY_NAMES = ['王', '李', '张', '刘', '陈', '杨', '佐藤', '鈴木', '김', '박', 'Smith', 'Garcia'];
const GIVEN_NAMES = ['伟', '芳', '娜', '敏', '静', '磊', '花子', '太郎', '민준', '서연', 'Anna', 'Tom'];

function textValue(question: Question, entry: CatalogEntry, random: Random, language: string): string {
  switch (entry.catalogKey) {
    case 'name':
      return `${random.pick(FAMILY_NAMES)}${random.pick(GIVEN_NAMES)}`;
    case 'phone':
      return `1${random.pick(['3', '5', '7', '8', '9'])}${random.digits(9)}`;
    case 'email':
      return `user${random.int(1, 99_999)}@example.${random.pick(['com', 'cn', 'jp', 'kr'])}`;
    case 'idCard':
      return idCardNumber(random);
    default:
      return random.pick(openTexts(language, question));
  }
}

function blanksAnswer(question: Question, random: Random, language: string): AnswerValue | undefined {
  const values: Record<string, string> = {};
  for (const desc of question.descList) {
    if (random.chance(0.1)) continue;
    values[desc.id] = random.pick(openTexts(language, question));
  }
  return Object.keys(values).length ? { kind: 'blanks', values } : undefined;
}

/** An 18-digit resident ID number with its ISO 7064 MOD 11-2 check character, so format checks pass. */
function idCardNumber(random: Random): string {
  const body = `110105${random.int(1960, 2004)}${pad(random.int(1, 12))}${pad(random.int(1, 28))}${random.digits(3)}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((acc, digit, index) => acc + Number(digit) * (weights[index] as number), 0);
  return body + ('10X98765432'[sum % 11] as string);
}

const OPEN_TEXTS: Record<string, readonly string[]> = {
  zh: [
    '价格合理，服务很好',
    '希望增加更多口味',
    '包装有点简单',
    '物流速度很快',
    '总体满意，会再次购买',
    '客服回复太慢了',
  ],
  ja: ['とても満足しています', '値段が少し高いです', 'デザインが好きです', '配送が早かった'],
  ko: ['가격이 적당해요', '서비스가 아주 좋아요', '디자인이 마음에 들어요', '배송이 느렸어요'],
  en: [
    'Great value for money',
    'The app crashes sometimes',
    'Would like more colours',
    'Fast delivery, thanks',
    'Too expensive',
  ],
};
const OTHER_TEXTS: Record<string, readonly string[]> = {
  zh: ['朋友推荐', '电视广告', '小红书', '其他渠道'],
  ja: ['友人の紹介', 'テレビ広告'],
  ko: ['친구 추천', '유튜브'],
  en: ['A friend told me', 'Podcast ad', 'Saw it in a shop'],
};

/** Texts mostly in the response's language, sometimes in another one, as real panels mix. */
function openTexts(language: string, question: Question): readonly string[] {
  const languages = Object.keys(OPEN_TEXTS);
  const own = OPEN_TEXTS[language] ?? (OPEN_TEXTS.zh as readonly string[]);
  const other = OPEN_TEXTS[languages[hashOf(question.id) % languages.length] as string] as readonly string[];
  return [...own, ...own, ...other];
}

function otherTexts(language: string): readonly string[] {
  return OTHER_TEXTS[language] ?? (OTHER_TEXTS.zh as readonly string[]);
}

/** Where in its range a question's answers gather, 0..1, fixed per question. */
function leaning(question: Question): number {
  return ((hashOf(question.id) % 1000) / 1000) * 0.6 + 0.2;
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** FNV-1a of a string: a stable small number per id. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
