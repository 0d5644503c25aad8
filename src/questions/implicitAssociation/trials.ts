import type { Random } from '../../core/shuffle';
import { shuffled } from '../../core/shuffle';
import type { IatSetup, Side } from './family';

/**
 * The seven blocks of a full IAT (Greenwald, McGhee & Schwartz 1998; the trial counts of Greenwald, Nosek &
 * Banaji 2003): target practice, attribute practice, combined practice and test, targets reversed, reversed
 * combined practice and test. `pairing` names the combined blocks by which target shares a side with the first
 * attribute category: 'first' when the first option's items go left with it, 'second' when the second's do.
 * The D score compares the two pairings, whatever order the respondent met them in.
 */
export type BlockKind = 'targets' | 'attributes' | 'combined';
export type Pairing = 'first' | 'second';

export interface BlockPlan {
  /** 1–7 in the order met. */
  block: number;
  kind: BlockKind;
  trials: number;
  /** Whether the targets sit on swapped sides (the second option's items left). */
  targetsSwapped: boolean;
  /** Combined blocks: the pairing; practice (the first of the two) or test. */
  pairing?: Pairing;
  practice: boolean;
}

/** The plan for a respondent; `reversedFirst` starts with the second pairing (counterbalancing). */
export function blockPlan(reversedFirst: boolean): BlockPlan[] {
  const a = reversedFirst;
  const first: Pairing = a ? 'second' : 'first';
  const second: Pairing = a ? 'first' : 'second';
  return [
    { block: 1, kind: 'targets', trials: 20, targetsSwapped: a, practice: true },
    { block: 2, kind: 'attributes', trials: 20, targetsSwapped: a, practice: true },
    { block: 3, kind: 'combined', trials: 20, targetsSwapped: a, pairing: first, practice: true },
    { block: 4, kind: 'combined', trials: 40, targetsSwapped: a, pairing: first, practice: false },
    { block: 5, kind: 'targets', trials: 20, targetsSwapped: !a, practice: true },
    { block: 6, kind: 'combined', trials: 20, targetsSwapped: !a, pairing: second, practice: true },
    { block: 7, kind: 'combined', trials: 40, targetsSwapped: !a, pairing: second, practice: false },
  ];
}

export interface Trial {
  block: number;
  /** 1… across the whole test. */
  trial: number;
  /** An item (desc) id or an attribute id. */
  stimulusId: string;
  /** The side the stimulus belongs to in this block. */
  correctSide: Side;
}

export interface Stimulus {
  id: string;
  /** The category's side when targets are not swapped (items: itemSides; attributes: their side). */
  side: Side;
}

/**
 * A block's stimuli, in a balanced random order: the pool repeated until the block is full, each pass
 * shuffled, so every stimulus appears as often as the count allows. Combined blocks alternate a target and an
 * attribute trial (the standard alternation), each stream drawn the same way.
 */
export function blockTrials(
  plan: BlockPlan,
  items: readonly Stimulus[],
  attributes: readonly Stimulus[],
  random: Random,
  firstTrial: number,
): Trial[] {
  const targetSide = (stimulus: Stimulus) => correctSideIn(plan, stimulus, true);
  const attributeSide = (stimulus: Stimulus) => correctSideIn(plan, stimulus, false);
  const draw = (pool: readonly Stimulus[], count: number) => {
    const drawn: Stimulus[] = [];
    while (drawn.length < count && pool.length) drawn.push(...shuffled(pool, random));
    return drawn.slice(0, count);
  };
  const sequence: { stimulus: Stimulus; side: Side }[] = [];
  if (plan.kind === 'targets') {
    for (const stimulus of draw(items, plan.trials)) sequence.push({ stimulus, side: targetSide(stimulus) });
  } else if (plan.kind === 'attributes') {
    for (const stimulus of draw(attributes, plan.trials))
      sequence.push({ stimulus, side: attributeSide(stimulus) });
  } else {
    const targets = draw(items, plan.trials / 2);
    const words = draw(attributes, plan.trials / 2);
    targets.forEach((stimulus, index) => {
      sequence.push({ stimulus, side: targetSide(stimulus) });
      const word = words[index];
      if (word) sequence.push({ stimulus: word, side: attributeSide(word) });
    });
  }
  return sequence.map((entry, index) => ({
    block: plan.block,
    trial: firstTrial + index,
    stimulusId: entry.stimulus.id,
    correctSide: entry.side,
  }));
}

/** The stimuli of a setup: the question's items (with their sides) and the attributes. */
export function stimuliOf(
  setup: IatSetup,
  itemIds: readonly string[],
): { items: Stimulus[]; attributes: Stimulus[] } {
  return {
    items: itemIds.map((id) => ({ id, side: setup.itemSides[id] ?? 0 })),
    attributes: setup.attributes.map((attribute) => ({ id: attribute.id, side: attribute.side })),
  };
}

/** Every trial of a full IAT, block after block. */
export function fullIatTrials(
  setup: IatSetup,
  itemIds: readonly string[],
  reversedFirst: boolean,
  random: Random,
): Trial[] {
  const { items, attributes } = stimuliOf(setup, itemIds);
  const trials: Trial[] = [];
  for (const plan of blockPlan(reversedFirst)) {
    trials.push(...blockTrials(plan, items, attributes, random, trials.length + 1));
  }
  return trials;
}

/** The correct side of a stimulus in a block (what the server checks a recorded trial against). */
export function correctSideIn(plan: BlockPlan, stimulus: Stimulus, isItem: boolean): Side {
  if (!isItem) return stimulus.side;
  return plan.targetsSwapped ? ((1 - stimulus.side) as Side) : stimulus.side;
}
