import { describe, expect, it } from 'vitest';
import { type BundleFile, shellOnlyFiles } from '../../../sw/precacheScope';

/** A chunk of a fake bundle: its facade module, static and dynamic imports, and CSS. */
function chunk(
  fileName: string,
  facadeModuleId: string | null,
  {
    imports = [],
    dynamicImports = [],
    css = [],
    isEntry = false,
  }: {
    imports?: string[];
    dynamicImports?: string[];
    css?: string[];
    isEntry?: boolean;
  } = {},
): BundleFile {
  return {
    type: 'chunk',
    fileName,
    isEntry,
    facadeModuleId,
    imports,
    dynamicImports,
    viteMetadata: { importedCss: new Set(css) },
  };
}

const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', '/app/index.html', {
      isEntry: true,
      dynamicImports: ['assets/router.js', 'assets/AnswerPage.js', 'assets/registerServiceWorker.js'],
    }),
    chunk('assets/router.js', '/app/src/shell/router.tsx', {
      imports: ['assets/api.js', 'assets/antd.js'],
      dynamicImports: ['assets/SurveyListPage.js'],
      css: ['assets/router.css'],
    }),
    chunk('assets/antd.js', null),
    chunk('assets/SurveyListPage.js', '/app/src/designer/SurveyListPage.tsx', {
      imports: ['assets/antd.js', 'assets/text.js'],
      css: ['assets/designer.css', 'assets/shared.css'],
    }),
    chunk('assets/AnswerPage.js', '/app/src/runner/AnswerPage.tsx', {
      imports: ['assets/api.js', 'assets/text.js'],
      dynamicImports: ['assets/Answer.js'],
      css: ['assets/runner.css', 'assets/shared.css'],
    }),
    chunk('assets/Answer.js', '/app/src/questions/radio/Answer.tsx'),
    chunk('assets/api.js', null),
    chunk('assets/text.js', null),
    chunk('assets/registerServiceWorker.js', '/app/src/shell/registerServiceWorker.ts'),
    { type: 'asset' as const, fileName: 'assets/logic.js' },
    { type: 'asset' as const, fileName: 'index.html' },
  ].map((file) => [file.fileName, file]),
);

describe('the precache scope', () => {
  it('leaves out the shell router and what only it reaches, with their own CSS', () => {
    expect([...shellOnlyFiles(bundle)].sort()).toEqual([
      'assets/SurveyListPage.js',
      'assets/antd.js',
      'assets/designer.css',
      'assets/router.css',
      'assets/router.js',
    ]);
  });

  it('keeps the runner, its family views, what it shares with the shell, and every non-chunk file', () => {
    const left = shellOnlyFiles(bundle);
    for (const kept of [
      'assets/index.js',
      'assets/AnswerPage.js',
      'assets/Answer.js',
      'assets/api.js',
      'assets/text.js',
      'assets/runner.css',
      'assets/shared.css',
      'assets/registerServiceWorker.js',
      'assets/logic.js',
      'index.html',
    ])
      expect(left.has(kept)).toBe(false);
  });
});
