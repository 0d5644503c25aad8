import { useDrag } from '@use-gesture/react';
// motion's WAAPI `animate` (about 3.3 KB gzipped; motion/react would be 54 KB): the card's fly-out and
// snap-back run on the compositor, so nothing but the swipe itself runs on the main thread during a trial.
import { animate } from 'motion/mini';
import {
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { AnswerOfKind, AssociationChoice } from '../../core/model';
import { createRandom } from '../../core/shuffle';
import { IssueMessages } from '../../runner/components/Issues';
import { useStimulusHidden } from '../../runner/components/required';
import { ViewRoot } from '../../runner/components/ViewRoot';
import { holdBackgroundWork } from '../../runner/sync/timedWork';
import { translate } from '../../runner/translate';
import type { AnswerViewProps } from '../../runner/views/contract';
import {
  ADVANCE_DELAY_MS,
  IAT_TRIAL_GAP_MS,
  readIatSetup,
  type Side,
  SWIPE_DISTANCE_PX,
  SWIPE_VELOCITY,
} from './family';
import { type BlockPlan, blockPlan, blockTrials, stimuliOf, type Trial } from './trials';
import './implicitAssociation.css';

type Association = AnswerOfKind<'association'>;

/**
 * A frame is on time when its callbacks run within this long of the frame's time (a busy main thread starts
 * frames late, with the time they were due). A few frames at most are skipped waiting for one.
 */
const FRAME_ON_TIME_MS = 4;
const REVEAL_MAX_FRAMES = 6;
type Phase = 'intro' | 'trial' | 'gap' | 'done';

/** What one trial has measured so far, kept in a ref: a trial re-renders nothing while it runs. */
interface Measure {
  /** performance.now of the frame that first painted the stimulus; null until that frame ran. */
  onset: number | null;
  firstTouch: number | null;
  /** timeStamp of the pointerdown that started the current drag. */
  downAt: number | null;
  errors: number;
  corrections: number;
  /**
   * Set by the decisive response, synchronously: a gesture's end can be reported twice (pointerup, then lost
   * capture) before React renders the gap, and a second response would record the trial twice.
   */
  answered: boolean;
}
const freshMeasure = (): Measure => ({
  onset: null,
  firstTouch: null,
  downAt: null,
  errors: 0,
  corrections: 0,
  answered: false,
});

/** A random source for this respondent's trial order and pairing, recorded in the answer it produces. */
function respondentRandom() {
  const seed = new Uint32Array(1);
  crypto.getRandomValues(seed);
  return createRandom(seed[0] ?? 0);
}

interface Run {
  trials: Trial[];
  /** Full IAT: the blocks still to run; a swipe round is one block of its own. */
  plans: BlockPlan[];
  reversedFirst?: boolean;
}

/**
 * Implicit association (spec 2 §4): an intro overlay closed by a tap starts the test; each stimulus is swiped
 * left (first option) or right (second), the next one shows 1 s later (250 ms between a full IAT's trials).
 * Timing is on the performance.now clock: the onset is the timestamp of the animation frame that first paints
 * the stimulus (requestAnimationFrame after React's commit: the card is committed hidden and revealed in a
 * frame of its own), the response the timeStamp of the
 * pointerdown that started the decisive swipe (an arrow key's own timeStamp from the keyboard). Answers are
 * handed to the page only when a block ends, so no save or logic runs while a stimulus is on screen. A full IAT
 * (designer's switch) runs the seven blocks of trials.ts; a wrong swipe there is marked and the trial waits for
 * the right side (built-in correction: the latency runs to the correct response, the error is counted).
 */
export default function ImplicitAssociationAnswer(props: AnswerViewProps) {
  const { question, lang } = props;
  const setup = useMemo(() => readIatSetup(question), [question]);
  const held = props.answer?.kind === 'association' ? props.answer : undefined;
  const sides = question.optionList.slice(0, 2);
  const names = useMemo(() => {
    const map = new Map<string, string>();
    for (const desc of question.descList) map.set(desc.id, desc.optionName);
    for (const attribute of setup.attributes) map.set(attribute.id, attribute.name);
    return map;
  }, [question.descList, setup.attributes]);

  // The run is decided once, when the view mounts: what is left of the test given what was already saved.
  const [run] = useState<Run>(() => planRun(setup, props.descOrder, held));
  const [choices, setChoices] = useState<AssociationChoice[]>(() => held?.choices ?? []);
  const [index, setIndex] = useState(0);
  const [phase, setPhase] = useState<Phase>(run.trials.length === 0 ? 'done' : 'intro');
  const [wrong, setWrong] = useState(false);
  // The items are the stimulus: once display time's 'hide' ran out the card no longer names them, and the
  // swipes still go on (timed as before), so the test can be finished.
  const stimulusHidden = useStimulusHidden();
  const measure = useRef<Measure>(freshMeasure());
  const card = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const trial = run.trials[index];
  const plan = trial ? run.plans.find((candidate) => candidate.block === trial.block) : undefined;

  // Onset. React commits the card hidden (CSS: a card without data-onset is not visible); the frame that
  // renders that commit has the commit's style and layout work, and its time can be stale (a frame's time is
  // when it was due, and a long commit makes it start late). The card is revealed in a later frame whose
  // callbacks run on time: revealing is then the frame's only work, so its time, which requestAnimationFrame
  // gives on the performance.now clock, is the time of the frame that first paints the stimulus, close to the
  // paint itself. Measured by bench/iat.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each trial (index) needs its own onset frame
  useLayoutEffect(() => {
    if (phase !== 'trial') return;
    measure.current = freshMeasure();
    let frame = 0;
    let waited = 0;
    const reveal = (frameTime: number) => {
      const late = performance.now() - frameTime > FRAME_ON_TIME_MS;
      if (waited++ === 0 || (late && waited <= REVEAL_MAX_FRAMES)) {
        frame = requestAnimationFrame(reveal);
        return;
      }
      measure.current.onset = frameTime;
      // Shows the card, and says its onset to tests and bench/iat, which time their swipes from it.
      if (card.current) card.current.dataset.onset = String(frameTime);
    };
    frame = requestAnimationFrame(reveal);
    return () => cancelAnimationFrame(frame);
  }, [phase, index]);

  // While a block runs the page's background rounds wait (the save queue's retries): nothing else on the main
  // thread while an item is shown.
  const blockRunning = phase === 'trial' || phase === 'gap';
  useEffect(() => (blockRunning ? holdBackgroundWork() : undefined), [blockRunning]);

  const report = (next: AssociationChoice[]) => {
    const answer: Association = { kind: 'association', choices: next, timeOrigin: performance.timeOrigin };
    if (run.reversedFirst !== undefined) answer.reversedFirst = run.reversedFirst;
    props.onChange(answer);
  };

  const respond = (side: Side, at: number) => {
    const taken = measure.current;
    // A swipe begun before the stimulus was painted is no answer to it.
    if (taken.answered) return;
    if (!trial || phase !== 'trial' || taken.onset === null || at < taken.onset) return snapBack();
    if (setup.full && side !== trial.correctSide) {
      taken.errors += 1;
      setWrong(true);
      return snapBack();
    }
    taken.answered = true;
    const onset = taken.onset;
    const choice: AssociationChoice = {
      descId: trial.stimulusId,
      optionId: sides[side]?.id ?? '',
      stTime: onset,
      edTime: at,
      time: (at - onset) / 1000,
      firstTouch: Math.max(0, Math.min(taken.firstTouch ?? at, at) - onset),
      direction: side === 0 ? 'left' : 'right',
      corrections: taken.corrections,
    };
    if (setup.full) Object.assign(choice, { errors: taken.errors, block: trial.block, trial: trial.trial });
    const next = [...choices, choice];
    setChoices(next);
    setWrong(false);
    setPhase('gap');
    if (card.current) {
      animate(
        card.current,
        { transform: `translateX(${side === 0 ? -120 : 120}vw)`, opacity: 0 },
        { duration: 0.2 },
      );
    }
    const following = run.trials[index + 1];
    const blockEnds = !following || following.block !== trial.block;
    // Saves wait until the block ends: the page stores and sends nothing while the block runs.
    if (blockEnds) report(next);
    timer.current = setTimeout(
      () => {
        if (!following) return setPhase('done');
        setIndex(index + 1);
        setPhase(blockEnds ? 'intro' : 'trial');
      },
      setup.full ? IAT_TRIAL_GAP_MS : ADVANCE_DELAY_MS,
    );
  };

  function snapBack() {
    if (card.current)
      animate(card.current, { transform: 'translateX(0px) rotate(0deg)' }, { duration: 0.15 });
  }

  const bindDrag = useDrag(
    ({ last, movement: [mx], velocity: [vx], event }) => {
      if (phase !== 'trial' || measure.current.answered) return;
      if (!last) {
        // The card follows the finger by its transform alone: no React render while dragging.
        if (card.current) card.current.style.transform = `translateX(${mx}px) rotate(${mx / 25}deg)`;
        return;
      }
      const decisive = Math.abs(mx) >= SWIPE_DISTANCE_PX || (vx >= SWIPE_VELOCITY && Math.abs(mx) >= 20);
      if (!decisive) {
        measure.current.corrections += 1;
        return snapBack();
      }
      respond(mx < 0 ? 0 : 1, measure.current.downAt ?? event.timeStamp);
    },
    { axis: 'x', filterTaps: true },
  );
  const dragHandlers = bindDrag();
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    const taken = measure.current;
    taken.downAt = event.timeStamp;
    if (taken.firstTouch === null && taken.onset !== null && event.timeStamp >= taken.onset) {
      taken.firstTouch = event.timeStamp;
    }
    dragHandlers.onPointerDown?.(event);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    respond(event.key === 'ArrowLeft' ? 0 : 1, event.timeStamp);
  };

  // The overlay starts the block when a press on it ends, not on its click: Chromium makes no click of a tap
  // that comes within about half a second of a swipe (the tap is taken to stop the swipe's fling), and a
  // block's overlay shows 250 ms after its last swipe, so a quick respondent's tap was lost
  // (tests/e2e/runner-iat-intro.test.ts). The click stays for the keyboard (Enter, Space) and is then a no-op.
  const pressedOverlay = useRef(false);
  const start = () => {
    pressedOverlay.current = false;
    if (phase === 'intro') setPhase('trial');
  };

  const labels = sideLabels(plan, setup, sides.map((side) => side.optionName) as [string, string], lang);
  const targeted = props.issues.filter((found) => found.target?.descId);
  const shownIssues = targeted.slice(0, 1);
  const total = run.trials.length;

  return (
    <ViewRoot accentColor={props.accentColor} issues={props.issues} lang={lang} readOnly={props.readOnly}>
      <div className="iat" data-phase={phase}>
        <div className="iat-sides" aria-hidden={phase !== 'trial'}>
          <span className="iat-side iat-side-left">← {labels[0]}</span>
          <span className="iat-side iat-side-right">{labels[1]} →</span>
        </div>
        <div className="iat-stage">
          {phase === 'intro' && !props.readOnly ? (
            <button
              type="button"
              className="iat-overlay"
              onPointerDown={() => {
                pressedOverlay.current = true;
              }}
              onPointerUp={() => pressedOverlay.current && start()}
              onClick={start}
            >
              {setup.full && plan ? (
                <>
                  <strong>{translate(lang, 'runnerViews.iat.block', { n: plan.block, total: 7 })}</strong>
                  <span>{translate(lang, 'runnerViews.iat.blockHint')}</span>
                </>
              ) : (
                <span>{translate(lang, 'runnerViews.iat.intro')}</span>
              )}
              <strong className="iat-start">
                {translate(lang, index === 0 ? 'runnerViews.iat.start' : 'runnerViews.iat.continue')}
              </strong>
            </button>
          ) : null}
          {(phase === 'trial' || phase === 'gap') && trial ? (
            <button
              type="button"
              key={index}
              ref={card}
              className="iat-card"
              aria-describedby={`${question.id}-iat-keys`}
              data-stimulus={trial.stimulusId}
              data-index={index}
              data-trial={trial.trial}
              {...dragHandlers}
              onPointerDown={onPointerDown}
              onKeyDown={onKeyDown}
            >
              {stimulusHidden
                ? translate(lang, 'runner.displayTime.hidden')
                : (names.get(trial.stimulusId) ?? '')}
            </button>
          ) : null}
          {phase === 'done' ? <p className="iat-done">{translate(lang, 'runnerViews.iat.done')}</p> : null}
          {wrong ? (
            <p className="iat-wrong" role="status">
              {translate(lang, 'runnerViews.iat.wrong')}
            </p>
          ) : null}
        </div>
        <p className="iat-progress" aria-live="off">
          {phase === 'done'
            ? null
            : translate(lang, 'runnerViews.iat.progress', { n: Math.min(index + 1, total), total })}
        </p>
        <p className="rv-sr-only" id={`${question.id}-iat-keys`}>
          {translate(lang, 'runnerViews.iat.keys')}
        </p>
      </div>
      <IssueMessages issues={shownIssues} lang={lang} />
    </ViewRoot>
  );
}

/** The trials still to run, given what an earlier visit saved (whole blocks only: a block saves at its end). */
function planRun(
  setup: ReturnType<typeof readIatSetup>,
  descOrder: readonly string[],
  held?: Association,
): Run {
  const random = respondentRandom();
  if (!setup.full) {
    const answered = new Set(held?.choices.map((choice) => choice.descId));
    const left = descOrder.filter((id) => !answered.has(id));
    const plan: BlockPlan = {
      block: 1,
      kind: 'targets',
      trials: left.length,
      targetsSwapped: false,
      practice: false,
    };
    // A swipe round has no right side: correctSide is unused there.
    const trials = left.map((stimulusId, at) => ({
      block: 1,
      trial: at + 1,
      stimulusId,
      correctSide: 0 as Side,
    }));
    return { trials, plans: [plan] };
  }
  const reversedFirst = held?.reversedFirst ?? (setup.counterbalance ? random() < 0.5 : false);
  const done = new Set(held?.choices.map((choice) => choice.block));
  const plans = blockPlan(reversedFirst).filter((plan) => !done.has(plan.block));
  const { items, attributes } = stimuliOf(setup, descOrder);
  const trials: Trial[] = [];
  let next = (held?.choices.length ?? 0) + 1;
  for (const plan of plans) {
    const block = blockTrials(plan, items, attributes, random, next);
    trials.push(...block);
    next += block.length;
  }
  return { trials, plans, reversedFirst };
}

/** What the two sides say: the options, the attribute categories, or both joined in a combined block. */
function sideLabels(
  plan: BlockPlan | undefined,
  setup: ReturnType<typeof readIatSetup>,
  options: [string, string],
  lang: AnswerViewProps['lang'],
): [string, string] {
  if (!setup.full || !plan) return options;
  const targets: [string, string] = plan.targetsSwapped ? [options[1], options[0]] : options;
  if (plan.kind === 'targets') return targets;
  if (plan.kind === 'attributes') return setup.attributeLabels;
  return [0, 1].map((at) =>
    translate(lang, 'runnerViews.iat.or', { a: targets[at] ?? '', b: setup.attributeLabels[at] ?? '' }),
  ) as [string, string];
}
