import { describe, expect, it } from 'vitest';
import type { BundleFile } from '../../../sw/precacheScope';
import { bootFiles, bootScript } from '../../../sw/runnerBoot';

function chunk(
  fileName: string,
  facadeModuleId: string | null,
  imports: string[] = [],
  css: string[] = [],
  isEntry = false,
): BundleFile {
  return {
    type: 'chunk',
    fileName,
    isEntry,
    facadeModuleId,
    imports,
    dynamicImports: [],
    viteMetadata: { importedCss: new Set(css) },
  };
}

const bundle: Record<string, BundleFile> = Object.fromEntries(
  [
    chunk('assets/main.js', '/app/src/runner/main.tsx', ['assets/preact.js'], [], true),
    chunk('assets/preact.js', null),
    chunk(
      'assets/AnswerPage.js',
      '/app/src/runner/AnswerPage.tsx',
      ['assets/main.js', 'assets/dexie.js'],
      ['assets/runner.css'],
    ),
    chunk('assets/dexie.js', null),
    chunk(
      'assets/Answer-radio.js',
      '/app/src/questions/radio/Answer.tsx',
      ['assets/main.js', 'assets/ChoiceList.js'],
      ['assets/views.css'],
    ),
    chunk('assets/ChoiceList.js', null),
    chunk('assets/router.js', '/app/src/shell/router.tsx', ['assets/antd.js']),
    { type: 'asset' as const, fileName: 'assets/logic-Ab_1.js' },
  ].map((file) => [file.fileName, file]),
);

describe("index.html's boot script", () => {
  it("fetches the runner's entry and the answer page with their static imports, not the shell", () => {
    // The runner's own build (sw/runnerBuild.ts): its entry is what the page's entry imports for an answer link.
    const files = bootFiles(bundle);
    expect(files.modules.sort()).toEqual([
      'assets/AnswerPage.js',
      'assets/dexie.js',
      'assets/main.js',
      'assets/preact.js',
    ]);
    expect(files.styles).toEqual(['assets/runner.css']);
    // A family view is loaded once the release says which: not here.
    expect(files.modules).not.toContain('assets/Answer-radio.js');
    // A view's files leave out what the entry and the page bring already.
    expect(files.views.radio?.modules).toEqual(['assets/Answer-radio.js', 'assets/ChoiceList.js']);
    expect(files.worker).toBe('assets/logic-Ab_1.js');
  });

  it('takes the worker script, an asset, over an app chunk that is also named logic-…', () => {
    // The designer's src/designer/logic pages share a chunk rolldown names logic-….
    const designerChunk = chunk('assets/logic-Zz9.js', null, ['assets/antd.js']);
    expect(bootFiles({ [designerChunk.fileName]: designerChunk, ...bundle }).worker).toBe(
      'assets/logic-Ab_1.js',
    );
  });

  it('acts on answer links only, starts the load the runner asks for, and is valid JavaScript', () => {
    const script = bootScript('/', bootFiles(bundle));
    expect(script).toContain('"/api/survey-answer/load"');
    expect(script).toContain('"/assets/logic-Ab_1.js"');
    expect(() => new Function(script)).not.toThrow();
    const guard = script.match(/if \(!(\/.+\/i)\.test\(hash\)\) return;/)?.[1];
    expect(guard).toBeDefined();
    const answerLink = new Function(`return ${guard}`)() as RegExp;
    expect(answerLink.test('#/answer?surveyId=1')).toBe(true);
    expect(answerLink.test('#/Answer/')).toBe(true);
    expect(answerLink.test('#/answerend?surveyId=1')).toBe(false);
    expect(answerLink.test('#/issurveylist')).toBe(false);
  });
});
