import { describe, expect, it } from 'vitest';
import { FILES_PREFIX } from '../../../src/core/api/design';
import { type Release, releaseSchema } from '../../../src/core/model';
import { imageSourcesIn, keepableAddress, surveyImageUrls } from '../../../src/core/model/surveyImages';
import { UPLOADED_FILES_PATH } from '../../../src/runner/offlineImages/message';

const file = (name: string) => `/api/files/s1/${name}`;

/** A release with one group of the given questions and the given style and survey fields. */
function release(parts: {
  style?: Record<string, unknown>;
  survey?: Record<string, unknown>;
  questions?: Record<string, unknown>[];
  languages?: Record<string, Record<string, string>>;
}): Release {
  return releaseSchema.parse({
    surveyId: 's1',
    version: 1,
    publishedAt: '2026-11-22T00:00:00Z',
    survey: { surveyId: 's1', userId: 'u1', surveyName: 'Runs', ...parts.survey },
    style: parts.style ?? {},
    languages: parts.languages ?? {},
    groups: [
      {
        id: 'g1',
        surveyId: 's1',
        questionList: (parts.questions ?? []).map((question, index) => ({
          id: `q${index}`,
          belongId: 's1',
          groupId: 'g1',
          orderById: index,
          catalogKey: 'radio',
          elementType: 'RadioBox',
          ...question,
        })),
      },
    ],
  });
}

describe('surveyImageUrls', () => {
  it('finds nothing in a survey without images', () => {
    expect(surveyImageUrls(release({ questions: [{ quTitle: '<p>您多久跑一次？</p>' }] }))).toEqual([]);
  });

  it('takes the style’s page, header and logo images, and the cover’s only when the cover is shown', () => {
    const style = {
      fengge: { imgUrl: file('page.png') },
      question: { headerImgUrl: file('header.png') },
      logo: 'https://cdn.example.com/logo.png',
      cover: { imgUrl: file('cover.jpg'), showLogoInd: 1, logoUrl: file('cover-logo.png') },
    };
    const withoutCover = surveyImageUrls(release({ style }));
    expect(withoutCover).toEqual([file('page.png'), file('header.png'), 'https://cdn.example.com/logo.png']);

    const withCover = surveyImageUrls(
      release({ style: { ...style, cover: { ...style.cover, startType: 'cover' } } }),
    );
    expect(withCover).toEqual([...withoutCover, file('cover.jpg'), file('cover-logo.png')]);

    // The cover's logo switched off is not shown, so not fetched.
    const logoOff = surveyImageUrls(
      release({
        style: { cover: { startType: 'cover', imgUrl: file('cover.jpg'), logoUrl: file('x.png') } },
      }),
    );
    expect(logoOff).toEqual([file('cover.jpg')]);
  });

  it('takes the end pages’, questions’, options’, rows’, image-markup and concept base pictures, each once', () => {
    const urls = surveyImageUrls(
      release({
        survey: { endYesImg: file('done.png'), endNoImg: file('screened.png') },
        questions: [
          {
            imgUrl: file('q.png'),
            optionList: [
              { id: 'o1', optionName: 'A', imgUrl: file('a.png') },
              { id: 'o2', optionName: 'B', imgUrl: file('q.png') },
              { id: 'o3', optionName: 'C', optionTitle: 'Not an image here' },
            ],
          },
          {
            catalogKey: 'markupImage',
            elementType: 'MarkupImageBox',
            optionList: [{ id: 'm1', optionName: 'Ad 1', optionTitle: file('ad1.jpg') }],
            descList: [{ id: 'd1', optionName: 'Row', imgUrl: file('row.png') }],
          },
          {
            catalogKey: 'conceptEvaluation',
            elementType: 'CeBox',
            answerImgUrl: file('shelf.png'),
            optionList: [{ id: 'r1', optionName: 'Logo', x: 0.1, y: 0.1, w: 0.2, h: 0.2 }],
          },
        ],
      }),
    );
    expect(urls).toEqual([
      file('done.png'),
      file('screened.png'),
      file('q.png'),
      file('a.png'),
      file('ad1.jpg'),
      file('row.png'),
      file('shelf.png'),
    ]);
  });

  it('takes the <img> of every rich text, translations included, and leaves data: images out', () => {
    const urls = surveyImageUrls(
      release({
        survey: {
          surveyNote: `<p>欢迎<img src="${file('welcome.png')}" alt=""></p>`,
          endYesDesc: `<img alt="x" src='https://img.example.com/thanks.jpg?w=1&amp;h=2'>`,
        },
        questions: [
          {
            quTitle: `<p>看图 <img width="120" src=${file('title.png')}></p><img src="data:image/png;base64,AAAA">`,
            optionList: [{ id: 'o1', optionName: `<img src="${file('option.png')}">` }],
          },
        ],
        languages: { en: { 'q0.quTitle': `<p>Look <img src="${file('title-en.png')}"></p>` } },
      }),
    );
    expect(new Set(urls)).toEqual(
      new Set([
        file('welcome.png'),
        'https://img.example.com/thanks.jpg?w=1&h=2',
        file('title.png'),
        file('option.png'),
        file('title-en.png'),
      ]),
    );
  });
});

describe('imageSourcesIn', () => {
  it('reads src in any quoting, and only from img tags', () => {
    expect(
      imageSourcesIn(
        '<IMG SRC="/a.png"><img src=\'/b.png\' ><img src=/c.png><a src="/d.png">x</a><img alt="no src">',
      ),
    ).toEqual(['/a.png', '/b.png', '/c.png']);
    expect(imageSourcesIn('plain text with no tags')).toEqual([]);
  });
});

describe('keepableAddress', () => {
  it('keeps root-relative and http(s) addresses, trimmed; not data:, blob:, javascript: or bare names', () => {
    expect(keepableAddress(' /api/files/s1/a.png ')).toBe('/api/files/s1/a.png');
    expect(keepableAddress('https://x.example/a.png')).toBe('https://x.example/a.png');
    expect(keepableAddress('HTTP://x.example/a.png')).toBe('HTTP://x.example/a.png');
    expect(keepableAddress('//x.example/a.png')).toBe('//x.example/a.png');
    for (const refused of [
      '',
      null,
      undefined,
      'data:image/png;base64,AA',
      'blob:x',
      'javascript:alert(1)',
      'a.png',
    ])
      expect(keepableAddress(refused)).toBeUndefined();
  });
});

describe('the service worker’s uploaded-files route', () => {
  it('matches where the server serves uploads (spelt twice to keep zod out of the worker)', () => {
    expect(UPLOADED_FILES_PATH).toBe(FILES_PREFIX);
  });
});
