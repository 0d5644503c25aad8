// @vitest-environment jsdom
import { act, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { Question } from '../../../src/core/model';
import { newQuestion } from '../../../src/questions/catalogue';
import { answerViewFor } from '../../../src/runner/familyViews';
import type { AnswerViewProps } from '../../../src/runner/views/contract';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
});

let next = 0;
/** A checkbox "choose at least 3" of four options. */
function atLeastThree(): Question {
  const base = newQuestion('checkbox', {
    id: 'q1',
    belongId: 's',
    groupId: 'g',
    makeId: () => `o${++next}`,
    lang: 'zh',
  });
  const template = base.optionList[0]!;
  return {
    ...base,
    optionList: ['a', 'b', 'c', 'd'].map((id, orderById) => ({ ...template, id, optionName: id, orderById })),
    answerConfig: { ...base.answerConfig, minAnswerInd: 1, minAnswerNum: 3 },
  };
}

async function hintOf(optionOrder: string[], lang: 'zh' | 'en'): Promise<string> {
  const View = (await answerViewFor('checkbox')!()).default as ComponentType<AnswerViewProps>;
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  const props: AnswerViewProps = {
    question: atLeastThree(),
    answer: undefined,
    onChange: () => {},
    optionOrder,
    descOrder: [],
    issues: [],
    lang,
    accentColor: '#1677ff',
  };
  act(() => root!.render(<View {...props} />));
  return host.querySelector('.rv-hint')?.textContent ?? '';
}

describe('the checkbox hint counts the options shown', () => {
  it('asks for the designer minimum when that many show', async () => {
    expect(await hintOf(['a', 'b', 'c', 'd'], 'zh')).toBe('至少选 3 项');
  });

  it('asks for no more than show when logic hid some (as the check does)', async () => {
    expect(await hintOf(['a', 'b'], 'zh')).toBe('至少选 2 项');
    expect(await hintOf(['c', 'd'], 'en')).toBe('Choose at least 2');
  });
});
