import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Frame, Page } from 'playwright-core';

/**
 * axe-core (Deque's rules for WCAG 2.1 A and AA) in a page or frame as it is now. It is evaluated through the
 * DevTools protocol, so the page's Content-Security-Policy (which admits no inline script) does not stand in
 * the way.
 */
const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Landmarks and headings (spec'd by issue 11: landmarks and one level-one heading per page). */
const STRUCTURE_RULES = [
  'landmark-one-main',
  'landmark-no-duplicate-main',
  'landmark-unique',
  'page-has-heading-one',
  'region',
];

type Violation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string; failureSummary?: string }[];
};

/**
 * The serious and critical violations, one line each with where they are and why, in the whole document or
 * within the element `include` selects. Measured once the screen has settled: a table still loading is dimmed
 * under its spinner.
 */
export async function seriousViolations(within: Page | Frame, include?: string): Promise<string[]> {
  await within.waitForFunction(
    () => !document.querySelector('.ant-spin-spinning, .ant-spin-blur, .ant-skeleton'),
  );
  await within.evaluate(await axeSource);
  const violations = await within.evaluate(
    async ({ selector, structureRules }) => {
      const axe = (
        window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: object[] }> } }
      ).axe;
      const context = selector ? document.querySelector(selector) : document;
      const wcag = await axe.run(context, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] },
      });
      if (selector) return wcag.violations;
      // A whole page also has its structure checked: one main landmark, everything inside landmarks, one
      // level-one heading (axe's best practices, which it rates moderate: counted here whatever their impact).
      const structure = await axe.run(document, { runOnly: { type: 'rule', values: structureRules } });
      // axe asks for at least one; a page has one.
      const ones = [...document.querySelectorAll('h1, [role="heading"][aria-level="1"]')];
      const oneHeading =
        ones.length > 1
          ? [
              {
                id: 'one-level-one-heading',
                impact: 'serious',
                help: 'A page has one level-one heading',
                nodes: ones.map((node) => ({ target: [node.tagName], html: node.outerHTML.slice(0, 160) })),
              },
            ]
          : [];
      return [
        ...wcag.violations,
        ...structure.violations.map((found) => ({ ...found, impact: 'serious' })),
        ...oneHeading,
      ];
    },
    { selector: include, structureRules: STRUCTURE_RULES },
  );
  return (violations as Violation[])
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.help}): ${node.target.join(' ')} ${node.html} — ${node.failureSummary ?? ''}`,
      ),
    );
}
