// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { focusIssue } from '../../../src/runner/ui/focusIssue';

// jsdom lays nothing out: scrolling is a no-op here, focus is what is checked.
Element.prototype.scrollIntoView = () => undefined;
// jsdom has no CSS.escape; the ids here need none.
globalThis.CSS ??= { escape: (value: string) => value } as typeof CSS;

/** A chip question as its view draws it: per option a "−" (disabled at 0), the amount field and a "+". */
function chipBlock(): void {
  document.body.innerHTML = `
    <section id="q-q1">
      <div data-option-id="o1"><button disabled>−</button><input id="o1-amount" /><button>+</button></div>
      <div data-option-id="o2"><button disabled>−</button><input id="o2-amount" /><button>+</button></div>
    </section>`;
}

describe('focusIssue', () => {
  beforeEach(chipBlock);

  it('skips a disabled control: the chip total lands on the first amount field, not the disabled "−"', () => {
    focusIssue('q1', undefined);
    expect(document.activeElement?.id).toBe('o1-amount');
  });

  it('prefers the field to a button that can take focus too', () => {
    for (const button of document.querySelectorAll('button')) button.disabled = false;
    focusIssue('q1', undefined);
    expect(document.activeElement?.id).toBe('o1-amount');
  });

  it('goes to the option an issue names', () => {
    focusIssue('q1', { optionId: 'o2' });
    expect(document.activeElement?.id).toBe('o2-amount');
  });

  it('takes a button when the question has no field (a sort list)', () => {
    document.body.innerHTML =
      '<section id="q-q2"><button disabled>x</button><button id="first-item">甲</button></section>';
    focusIssue('q2', undefined);
    expect(document.activeElement?.id).toBe('first-item');
  });

  it('leaves the focus alone for a question not on the page', () => {
    focusIssue('elsewhere', undefined);
    expect(document.activeElement).toBe(document.body);
  });
});
