import { describe, expect, it } from 'vitest';
import { BOOT_VIEW_HINT_KEY, bootFiles, bootScript } from '../../../sw/runnerBoot';
import type { BundleFile } from '../../../sw/precacheScope';
import { RUNNER_VIEWS_FILE, VIEW_HINT_KEY } from '../../../src/runner/session/viewHint';

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
    chunk('assets/index.js', '/app/index.html', [], [], true),
    chunk(
      'assets/AnswerPage.js',
      '/app/src/runner/AnswerPage.tsx',
      ['assets/index.js', 'assets/dexie.js'],
      ['assets/runner.css'],
    ),
    chunk('assets/dexie.js', null),
    chunk(
      'assets/Answer-radio.js',
      '/app/src/questions/radio/Answer.tsx',
      ['assets/index.js', 'assets/ChoiceList.js'],
      ['assets/views.css'],
    ),
    chunk('assets/ChoiceList.js', null),
    chunk('assets/router.js', '/app/src/shell/router.tsx', ['assets/antd.js']),
    { type: 'asset' as const, fileName: 'assets/logic-Ab_1.js' },
  ].map((file) => [file.fileName, file]),
);

describe("index.html's boot script", () => {
  it('fetches the answer page with its static imports, not the entry nor the shell', () => {
    const files = bootFiles(bundle);
    expect(files.modules.sort()).toEqual(['assets/AnswerPage.js', 'assets/dexie.js']);
    expect(files.styles).toEqual(['assets/runner.css']);
    expect(files.views.radio).toEqual({
      modules: ['assets/Answer-radio.js', 'assets/ChoiceList.js'],
      styles: ['assets/views.css'],
    });
    expect(files.worker).toBe('assets/logic-Ab_1.js');
  });

  it('reads the hint the runner writes, from the file the build writes', async () => {
    expect(BOOT_VIEW_HINT_KEY).toBe(VIEW_HINT_KEY);
    const config = await import('node:fs').then((fs) =>
      fs.readFileSync(new URL('../../../vite.config.ts', import.meta.url), 'utf8'),
    );
    expect(config).toContain(`const RUNNER_VIEWS = '${RUNNER_VIEWS_FILE}'`);
  });

  it('acts on answer links only, and is valid JavaScript', () => {
    const script = bootScript('/', bootFiles(bundle));
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
