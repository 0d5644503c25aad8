// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnswerValue, Question } from '../../../src/core/model';
import { newQuestion } from '../../../src/questions/catalogue';
import { preloadAnswerViews } from '../../../src/runner/familyViews';
import { QuestionBlock } from '../../../src/runner/ui/QuestionBlock';

/**
 * Display time's 'hide' reaches inside the family views: QuestionBlock tells its view, through the question
 * frame, that the stimulus is hidden, and each family hides what it draws itself (a base image, pictures, a
 * player, association items, option pictures, an info note) while its answer controls keep working.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const KEYS = ['radio', 'sort', 'conceptEvaluation', 'markupImage', 'music', 'info', 'implicitAssociation'];
beforeAll(() => preloadAnswerViews(KEYS));

let next = 0;
const makeId = () => `id${++next}`;
function question(key: string, patch: Partial<Question> = {}): Question {
  const base = newQuestion(key, { id: `q${++next}`, belongId: 's', groupId: 'g', makeId, lang: 'en' });
  return { ...base, ...patch, answerConfig: { ...base.answerConfig, ...(patch.answerConfig ?? {}) } };
}

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = undefined;
});

function render(q: Question, stimulusHidden: boolean) {
  const onChange = vi.fn<(id: string, next: AnswerValue | undefined) => void>();
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() =>
    root!.render(
      <QuestionBlock
        question={q}
        title={q.quTitle}
        answer={undefined}
        readOnly={false}
        optionOrder={q.optionList.map((option) => option.id)}
        descOrder={q.descList.map((desc) => desc.id)}
        issues={[]}
        showNumber
        lang="zh"
        accentColor="#38adab"
        onChange={onChange}
        stimulusHidden={stimulusHidden}
      />,
    ),
  );
  return { el: host, onChange };
}

const click = (el: Element | null | undefined) => act(() => (el as HTMLElement).click());

function conceptQuestion(): Question {
  const q = question('conceptEvaluation', { answerImgUrl: '/uploads/shelf.png', answerImgName: 'shelf' });
  const region = { ...q.optionList[0]!, id: 'r1', type: 'normal' as const, x: 0.1, y: 0.1, w: 0.3, h: 0.3 };
  return { ...q, optionList: [region, ...q.optionList.slice(1)] };
}

describe("display time 'hide' inside family views", () => {
  it('concept evaluation: the base image is hidden in place, its regions still answer', () => {
    const q = conceptQuestion();
    const shown = render(q, false);
    expect(shown.el.querySelector('.ce-stage__image--hidden')).toBeNull();
    act(() => root?.unmount());
    const { el, onChange } = render(q, true);
    const image = el.querySelector<HTMLImageElement>('.ce-stage__image');
    expect(image?.classList.contains('ce-stage__image--hidden')).toBe(true);
    expect(image?.getAttribute('aria-hidden')).toBe('true');
    expect(el.textContent).toContain('显示时间已到');
    click(el.querySelector('.ce-region'));
    expect(onChange).toHaveBeenLastCalledWith(q.id, { kind: 'regions', optionIds: ['r1'] });
  });

  it('markup image: pictures give way to placeholders, the marks still answer', () => {
    const base = question('markupImage');
    const q = {
      ...base,
      optionList: base.optionList.map((option, at) => ({ ...option, optionTitle: `/uploads/p${at}.png` })),
    };
    expect(render(q, false).el.querySelectorAll('img.rv-mk-image').length).toBe(q.optionList.length);
    act(() => root?.unmount());
    const { el, onChange } = render(q, true);
    expect(el.querySelectorAll('img').length).toBe(0);
    expect(el.querySelectorAll('[data-testid="mark-picture-hidden"]').length).toBe(q.optionList.length);
    click(el.querySelector('.rv-mk-mark'));
    expect(onChange.mock.calls.at(-1)?.[1]).toMatchObject({ kind: 'matrix' });
  });

  it('music: the player goes, the options stay', () => {
    const base = question('music');
    const q = { ...base, descList: [{ ...base.descList[0]!, imgUrl: '/uploads/tune.mp3' }] } as Question;
    expect(render(q, false).el.querySelector('audio')).not.toBeNull();
    act(() => root?.unmount());
    const { el, onChange } = render(q, true);
    expect(el.querySelector('audio')).toBeNull();
    click(el.querySelector('input[type="radio"]'));
    expect(onChange).toHaveBeenCalled();
  });

  it('option pictures of a choice and a sort are hidden, the options still chosen by name', () => {
    for (const key of ['radio', 'sort']) {
      const base = question(key);
      const q = {
        ...base,
        optionList: base.optionList.map((option) => ({ ...option, imgUrl: '/uploads/o.png' })),
      };
      expect(render(q, false).el.querySelectorAll('img.rv-choice-img').length).toBe(q.optionList.length);
      act(() => root?.unmount());
      const { el, onChange } = render(q, true);
      expect(el.querySelectorAll('img').length).toBe(0);
      expect(el.querySelectorAll('[data-testid="picture-hidden"]').length).toBe(q.optionList.length);
      expect(el.textContent).toContain(q.optionList[0]!.optionName);
      click(el.querySelector(key === 'radio' ? 'input[type="radio"]' : '.rv-sort-item'));
      expect(onChange).toHaveBeenCalled();
      act(() => root?.unmount());
    }
  });

  it('an image-only option keeps a name for its control while its picture is hidden', () => {
    const base = question('radio');
    const q = {
      ...base,
      optionList: base.optionList.map((option) => ({ ...option, optionName: '', imgUrl: '/uploads/o.png' })),
    };
    const { el } = render(q, true);
    const first = el.querySelector('input[type="radio"]');
    expect(first?.getAttribute('aria-label')).toBe(q.optionList[0]!.id);
  });

  it('info: the note goes with the title', () => {
    const q = question('info', { quNote: '<p>苹果、香蕉</p>' });
    expect(render(q, false).el.textContent).toContain('苹果、香蕉');
    act(() => root?.unmount());
    expect(render(q, true).el.textContent).not.toContain('苹果、香蕉');
  });

  it('association test: the card no longer names the item, the swipe round goes on', () => {
    const q = question('implicitAssociation');
    const item = q.descList[0]?.optionName;
    expect(item).toBeTruthy();
    const { el } = render(q, true);
    click(el.querySelector('.iat-overlay'));
    const card = el.querySelector('.iat-card');
    expect(card?.textContent).toBe('显示时间已到，题目内容已隐藏，仍可作答');
    expect(el.textContent).not.toContain(item);
  });
});
