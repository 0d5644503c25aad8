import { describe, expect, it } from 'vitest';
import { createLogicEngine } from '../../../src/core/logic';
import type { AnswerValue, QuestionInput } from '../../../src/core/model';
import {
  answerInWords,
  blankQuoteTokens,
  pipeAnswers,
  quotedItemProblem,
  quotedQuestionIds,
  quoteToken,
  remapQuoteTokens,
  timeInWords,
  withQuotedTexts,
} from '../../../src/core/quotes';
import { remapIds } from '../../../src/core/results/archive';
import { questionTitleText } from '../../../src/core/results/labels';
import { shownOptionsOf } from '../../../src/core/validation';
import { validateAnswer } from '../../../src/questions/validate';
import { checkbox, choose, num, question, radio, rule, single, text, time } from './logic/fixtures';

/** q1 checkbox A/B/C; q2 radio quoting q1's options; q3 plain. */
function brands(extra: Partial<QuestionInput> = {}) {
  const q1 = checkbox('q1', ['a', 'b', 'c']);
  q1.optionList = [
    { id: 'q1.a', optionName: 'A' },
    { id: 'q1.b', optionName: 'B' },
    { id: 'q1.c', optionName: 'C' },
  ];
  const q2 = radio('q2', [], {
    quoteQuId: 'q1',
    optionList: ['a', 'b', 'c'].map((letter) => ({
      id: `q2.${letter}`,
      optionName: `old ${letter}`,
      quoteQuId: 'q1',
      quoteQuDescId: `q1.${letter}`,
    })),
    ...extra,
  });
  return single(q1, q2, radio('q3'));
}

const hidden = (engine: ReturnType<typeof createLogicEngine>, id: string) =>
  [...(engine.state.hiddenOptions.get(id) ?? [])].sort();

describe('option quotes in the logic engine', () => {
  it('shows only the quoted options whose source option is chosen', () => {
    const engine = createLogicEngine(brands());
    engine.evaluate({ q1: choose('q1.a', 'q1.c') });
    expect(hidden(engine, 'q2')).toEqual(['q2.b']);
    expect(engine.state.visibleQuestions.has('q2')).toBe(true);
    engine.apply([{ questionId: 'q1', value: choose('q1.b') }]);
    expect(hidden(engine, 'q2')).toEqual(['q2.a', 'q2.c']);
  });

  it('hides the quoting question while the source chooses nothing, and shows it once it does', () => {
    const engine = createLogicEngine(brands());
    expect(engine.state.visibleQuestions.has('q2')).toBe(false);
    const { changes } = engine.apply([{ questionId: 'q1', value: choose('q1.b') }]);
    expect(changes.shownQuestions).toContain('q2');
    engine.apply([{ questionId: 'q1', value: undefined }]);
    expect(engine.state.visibleQuestions.has('q2')).toBe(false);
  });

  it('treats a hidden source as unanswered', () => {
    const release = brands();
    release.groups[0]!.questionList[0]!.quBeforLogics = [
      rule({ anQuId: 'q3', anQuItemId: 'q3.a', geLe: '1' }),
    ];
    const engine = createLogicEngine(release);
    engine.evaluate({ q1: choose('q1.a'), q3: choose('q3.b') });
    expect(engine.state.visibleQuestions.has('q2')).toBe(false);
  });

  it('drops a chosen quoted option from the effective answer once its source option is unchosen', () => {
    const engine = createLogicEngine(brands());
    engine.evaluate({ q1: choose('q1.a', 'q1.c'), q2: choose('q2.c') });
    expect(engine.effectiveAnswer('q2')).toEqual(choose('q2.c'));
    engine.apply([{ questionId: 'q1', value: choose('q1.a') }]);
    expect(engine.effectiveAnswer('q2')).toBeUndefined();
  });

  it('hides quoted matrix rows whose source option is not chosen', () => {
    const matrix = question({
      id: 'm',
      elementType: 'RadioBoxGroup',
      optionList: [{ id: 'm.col' }],
      descList: [
        { id: 'm.a', quoteQuId: 'q1', quoteQuDescId: 'q1.a' },
        { id: 'm.b', quoteQuId: 'q1', quoteQuDescId: 'q1.b' },
      ],
    });
    const engine = createLogicEngine(single(checkbox('q1'), matrix));
    engine.evaluate({ q1: choose('q1.b') });
    expect([...(engine.state.hiddenDescs.get('m') ?? [])]).toEqual(['m.a']);
    expect(engine.state.visibleQuestions.has('m')).toBe(true);
    // No row left to ask: the matrix is skipped like a question logic hides.
    engine.apply([{ questionId: 'q1', value: choose('q1.c') }]);
    expect(engine.state.visibleQuestions.has('m')).toBe(false);
  });
});

describe('withQuotedTexts', () => {
  it("shows the source option's text on a quoted option", () => {
    const release = withQuotedTexts(brands());
    expect(release.groups[0]!.questionList[1]!.optionList.map((option) => option.optionName)).toEqual([
      'A',
      'B',
      'C',
    ]);
  });

  it('returns a release without quotes as it is', () => {
    const release = single(radio('q1'));
    expect(withQuotedTexts(release)).toBe(release);
  });
});

describe('answerInWords', () => {
  const q = question({
    id: 'q',
    optionList: [
      { id: 'a', optionName: '<b>Apple</b>' },
      { id: 'b', optionName: 'B &amp; Co' },
      { id: 'o', optionName: '其他', type: 'other' },
    ],
    descList: [{ id: 'd1' }, { id: 'd2' }],
  });
  const words = (answer: AnswerValue | undefined) =>
    answerInWords({ optionList: q.optionList as never, descList: q.descList as never }, answer);

  it('joins chosen option texts with 、 and uses the typed text of an other option', () => {
    expect(words(choose('b', 'a'))).toBe('B & Co、Apple');
    expect(words({ kind: 'choice', optionIds: ['a', 'o'], otherText: { o: ' 梨 ' } })).toBe('Apple、梨');
  });

  it('gives numbers, texts, blanks and dates as shown, and nothing for no answer', () => {
    expect(words(num(3.5))).toBe('3.5');
    expect(words(text(' 很好 '))).toBe('很好');
    expect(words({ kind: 'blanks', values: { d2: 'y', d1: 'x' } })).toBe('x、y');
    expect(words(time('20260301'))).toBe('2026-03-01');
    expect(words({ kind: 'sort', ranks: { b: 2, a: 1 } })).toBe('Apple、B & Co');
    expect(words(undefined)).toBe('');
  });

  it('formats every time format', () => {
    expect(timeInWords('0930')).toBe('09:30');
    expect(timeInWords('202603')).toBe('2026-03');
    const stamp = new Date(2026, 2, 1, 8, 5).getTime();
    expect(timeInWords(String(stamp))).toBe('2026-03-01 08:05');
  });
});

describe('title piping', () => {
  it('puts the answer in place of each token, escaped', () => {
    const title = `<p>您为什么喜欢${quoteToken('q2')}？</p>`;
    expect(quotedQuestionIds(title)).toEqual(['q2']);
    expect(pipeAnswers(title, () => 'C')).toBe('<p>您为什么喜欢C？</p>');
    expect(pipeAnswers(title, () => '<img src=x onerror=alert(1)>')).toBe(
      '<p>您为什么喜欢&lt;img src=x onerror=alert(1)&gt;？</p>',
    );
    expect(pipeAnswers(title, () => '')).toBe('<p>您为什么喜欢？</p>');
  });

  it('shows a blank where no answer applies (results, exports, pickers)', () => {
    expect(blankQuoteTokens(`<p>您为什么喜欢${quoteToken('q2')}？</p>`)).toBe('<p>您为什么喜欢___？</p>');
    expect(questionTitleText({ title: null, quTitle: `<p>为什么${quoteToken('q2')}</p>` })).toBe('为什么___');
  });

  it('leaves a title without tokens untouched', () => {
    expect(pipeAnswers('<p>{Q2}</p>', () => 'x')).toBe('<p>{Q2}</p>');
  });
});

describe('remapQuoteTokens', () => {
  it('is applied by the archive import to titles', () => {
    const ids = new Map([['q1', 'Q1-new']]);
    expect(remapIds({ quTitle: `<p>为什么${quoteToken('q1')}</p>` }, ids)).toEqual({
      quTitle: `<p>为什么${quoteToken('Q1-new')}</p>`,
    });
  });

  it('points every token at the new id, leaving other text alone', () => {
    const title = `<p>${quoteToken('old1')} 和 ${quoteToken('old2')} {Q:old1}</p>`;
    expect(remapQuoteTokens(title, (id) => `new-${id}`)).toBe(
      `<p>${quoteToken('new-old1')} 和 ${quoteToken('new-old2')} {Q:old1}</p>`,
    );
  });
});

describe('quotedItemProblem', () => {
  const questions = brands().groups[0]!.questionList;
  const byId = (id: string) => questions.find((candidate) => candidate.id === id);
  const quoting = questions[1]!;

  it('accepts options quoting options of an earlier choice', () => {
    expect(quotedItemProblem(quoting, byId)).toBeNull();
  });

  it('names the option that quotes an unknown option, a question that cannot be quoted, or nothing', () => {
    const withOption = (patch: object) => ({
      ...quoting,
      optionList: [{ ...quoting.optionList[0]!, optionName: '<b>X</b>', ...patch }],
    });
    expect(quotedItemProblem(withOption({ quoteQuDescId: 'q1.z' }), byId)).toEqual({
      key: 'quotes.options.unknownOption',
      params: { option: 'X' },
    });
    expect(quotedItemProblem(withOption({ quoteQuId: 'q2' }), byId)?.key).toBe('quotes.options.notQuotable');
    expect(quotedItemProblem(withOption({ quoteQuId: 'q3', quoteQuDescId: 'q3.a' }), byId)).toBeNull();
    expect(quotedItemProblem(withOption({ quoteQuId: 'gone' }), byId)?.key).toBe(
      'design.question.quoteUnknown',
    );
  });
});

describe('answering only the quoted options shown', () => {
  /** q1 checkbox a/b/c; q2 of the given family quoting all three. */
  function quoting(elementType: 'SortBox' | 'CheckBox', answerConfig: object = {}) {
    const q2 = question({
      id: 'q2',
      elementType,
      catalogKey: elementType === 'SortBox' ? 'sort' : 'checkbox',
      quoteQuId: 'q1',
      answerConfig,
      optionList: ['a', 'b', 'c'].map((letter) => ({
        id: `q2.${letter}`,
        optionName: letter,
        quoteQuId: 'q1',
        quoteQuDescId: `q1.${letter}`,
      })),
    });
    const release = single({ ...checkbox('q1'), catalogKey: 'checkbox' }, q2);
    const engine = createLogicEngine(release);
    const target = release.groups[0]!.questionList[1]!;
    const check = (answer: AnswerValue) =>
      validateAnswer(target, answer, shownOptionsOf(target, engine.state.hiddenOptions.get('q2'))).map(
        (found) => found.key,
      );
    return { engine, check };
  }

  it('asks a sort to rank only the options shown, and closes up the ranks of one hidden later', () => {
    const { engine, check } = quoting('SortBox');
    engine.evaluate({ q1: choose('q1.a', 'q1.c') });
    expect(check({ kind: 'sort', ranks: { 'q2.c': 1, 'q2.a': 2 } })).toEqual([]);
    expect(check({ kind: 'sort', ranks: { 'q2.c': 1 } })).toEqual(['core.answer.sortAll']);
    engine.evaluate({
      q1: choose('q1.a', 'q1.b', 'q1.c'),
      q2: { kind: 'sort', ranks: { 'q2.a': 1, 'q2.b': 2, 'q2.c': 3 } },
    });
    engine.apply([{ questionId: 'q1', value: choose('q1.a', 'q1.c') }]);
    expect(engine.effectiveAnswer('q2')).toEqual({ kind: 'sort', ranks: { 'q2.a': 1, 'q2.c': 2 } });
  });

  it('asks a checkbox for no more choices than are shown', () => {
    const { engine, check } = quoting('CheckBox', { answerLimitInd: 1, minAnswerNum: 3 });
    engine.evaluate({ q1: choose('q1.a', 'q1.c') });
    expect(check(choose('q2.a', 'q2.c'))).toEqual([]);
    expect(check(choose('q2.a'))).toEqual(['core.answer.checkAtLeast']);
    engine.evaluate({ q1: choose('q1.a', 'q1.b', 'q1.c') });
    expect(check(choose('q2.a', 'q2.c'))).toEqual(['core.answer.checkAtLeast']);
  });
});
