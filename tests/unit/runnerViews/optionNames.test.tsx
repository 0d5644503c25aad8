// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '../../../src/core/model';
import { sanitizeRichText } from '../../../src/core/richText';
import { newQuestion } from '../../../src/questions/catalogue';
import { preloadAnswerViews } from '../../../src/runner/familyViews';
import { QuestionBlock } from '../../../src/runner/ui/QuestionBlock';

/**
 * Option and row names reach the runner as the server stores them, sanitised rich text; every family view
 * draws them as text. They must show as their words: no entity (`&lt;`) and no kept tag (`<b>`) as literal
 * text, and nothing of a payload the sanitiser defused.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(() => preloadAnswerViews(['radio', 'matrixRadio']));

let next = 0;
const makeId = () => `id${++next}`;
const stored = (name: string) => sanitizeRichText(name);

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
});

function render(question: Question): HTMLElement {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() =>
    root?.render(
      <QuestionBlock
        question={question}
        title={question.quTitle}
        answer={undefined}
        readOnly={false}
        optionOrder={question.optionList.map((option) => option.id)}
        descOrder={question.descList.map((desc) => desc.id)}
        issues={[]}
        showNumber
        lang="zh"
        accentColor="#38adab"
        onChange={() => undefined}
      />,
    ),
  );
  return host;
}

function question(key: string, options: string[], rows: string[] = []): Question {
  const base = newQuestion(key, { id: `q${++next}`, belongId: 's', groupId: 'g', makeId, lang: 'zh' });
  const item = (optionName: string) => ({
    ...base.optionList[0],
    id: makeId(),
    optionName: stored(optionName),
  });
  return {
    ...base,
    optionList: options.map((name) => item(name) as Question['optionList'][number]),
    descList: rows.map(
      (name) => ({ ...item(name), quId: base.id }) as unknown as Question['descList'][number],
    ),
  };
}

describe('option and row names in the runner', () => {
  it('shows a single choice’s names as their words', () => {
    const el = render(
      question('radio', [
        '年龄 < 18',
        '<b>粗体</b> & 其他',
        '选项 <img src=x onerror="window.__xss=1">',
        '普通',
      ]),
    );
    const names = [...el.querySelectorAll('.rv-choice-name')].map((node) => node.textContent);
    expect(names).toEqual(['年龄 < 18', '粗体 & 其他', '选项', '普通']);
    expect(el.querySelector('img[onerror], b')).toBeNull();
  });

  it('shows a matrix’s rows and columns as their words', () => {
    const el = render(
      question('matrixRadio', ['满意 &amp; 好', '<i>不满意</i>'], ['价格 > 10', '<u>服务</u>']),
    );
    const rows = [...el.querySelectorAll('.rv-row-title')].map((node) => node.textContent);
    expect(rows.slice(0, 1)).toEqual(['价格 > 10']);
    expect(el.textContent).not.toMatch(/<|&gt;|&lt;|&amp;/);
  });
});
