import type { Question } from '../../core/model';
import type { FamilySlice } from '../slice';

export const family = {
  keys: {
    implicitAssociation: { order: 250, answer: true, design: true, results: true },
  },
} satisfies FamilySlice;

/** Spec 2 §4 and §9: the next item of a swipe round shows 1 s after the swipe. */
export const ADVANCE_DELAY_MS = 1000;
/**
 * Full IAT: the pause between trials of a block. Decision: the standard IAT's 250 ms (Greenwald, McGhee &
 * Schwartz 1998), not the swipe round's 1 s: a full IAT has 180 trials, and 1 s pauses would add three minutes.
 */
export const IAT_TRIAL_GAP_MS = 250;
/** Items and attributes of an association box: at most 5 each (spec 2 §8, spec 1 §5). */
export const MAX_IAT_STIMULI = 5;
/** A swipe counts once the stimulus has moved this far sideways (CSS px) or flicked faster than below. */
export const SWIPE_DISTANCE_PX = 60;
export const SWIPE_VELOCITY = 0.5;

/** A side: 0 the first option's (left), 1 the second's (right). */
export type Side = 0 | 1;

/** One attribute of a full IAT: a word sorted to one of the two attribute categories. */
export interface IatAttribute {
  id: string;
  name: string;
  side: Side;
}

/**
 * The full-IAT setup a designer turns on (answerConfig.iat). Checked by `parseIatSetup` below rather than a zod
 * schema: the core's design rule runs in the logic worker too, which must carry no zod
 * (tests/unit/bundles/workerWeight.test.ts). The two options are the target categories, each item belongs to one of them (`itemSides`); the
 * attributes belong to the two attribute categories (`attributeLabels`). With `counterbalance` on, half the
 * respondents meet the reversed pairing first.
 */
export interface IatSetup {
  full: boolean;
  itemSides: Record<string, Side>;
  attributeLabels: [string, string];
  attributes: IatAttribute[];
  counterbalance: boolean;
}

export const EMPTY_IAT_SETUP: IatSetup = {
  full: false,
  itemSides: {},
  attributeLabels: ['', ''],
  attributes: [],
  counterbalance: true,
};

/**
 * The setup of a question as the views read it, without zod (the runner's chunk carries none): what is not
 * a well-formed setup reads as the empty one, and the designer's validation (core.ts) says what is wrong.
 */
export function readIatSetup(question: Pick<Question, 'answerConfig'>): IatSetup {
  const raw = question.answerConfig.iat;
  if (!raw || typeof raw !== 'object') return EMPTY_IAT_SETUP;
  const value = raw as Partial<Record<keyof IatSetup, unknown>>;
  const side = (input: unknown): Side => (input === 1 ? 1 : 0);
  const itemSides: Record<string, Side> = {};
  if (value.itemSides && typeof value.itemSides === 'object') {
    for (const [id, at] of Object.entries(value.itemSides)) itemSides[id] = side(at);
  }
  const labels = Array.isArray(value.attributeLabels) ? value.attributeLabels : [];
  const attributes = Array.isArray(value.attributes)
    ? value.attributes
        .filter(
          (item): item is IatAttribute => typeof item?.id === 'string' && typeof item?.name === 'string',
        )
        .map((item) => ({ id: item.id, name: item.name, side: side(item.side) }))
    : [];
  return {
    full: value.full === true,
    itemSides,
    attributeLabels: [String(labels[0] ?? ''), String(labels[1] ?? '')],
    attributes,
    counterbalance: value.counterbalance !== false,
  };
}

const isSide = (value: unknown): value is Side => value === 0 || value === 1;
const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 64;

/** The setup when `raw` is exactly one (every field present and of its type), else undefined. */
export function parseIatSetup(raw: unknown): IatSetup | undefined {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const value = raw as Record<string, unknown>;
  const { full, itemSides, attributeLabels, attributes, counterbalance } = value;
  if (typeof full !== 'boolean' || typeof counterbalance !== 'boolean') return undefined;
  if (!itemSides || typeof itemSides !== 'object' || Array.isArray(itemSides)) return undefined;
  if (!Object.entries(itemSides).every(([id, side]) => isId(id) && isSide(side))) return undefined;
  if (!Array.isArray(attributeLabels) || attributeLabels.length !== 2) return undefined;
  const [leftLabel, rightLabel] = attributeLabels as unknown[];
  if (typeof leftLabel !== 'string' || typeof rightLabel !== 'string') return undefined;
  if (!Array.isArray(attributes)) return undefined;
  const attributeOk = (item: unknown) => {
    const attribute = item as Record<string, unknown> | null;
    return !!attribute && isId(attribute.id) && typeof attribute.name === 'string' && isSide(attribute.side);
  };
  if (!attributes.every(attributeOk)) return undefined;
  return {
    full,
    itemSides: { ...(itemSides as Record<string, Side>) },
    attributeLabels: [leftLabel, rightLabel],
    attributes: (attributes as IatAttribute[]).map(({ id, name, side }) => ({ id, name, side })),
    counterbalance,
  };
}
