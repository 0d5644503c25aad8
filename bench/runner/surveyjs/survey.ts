/** The bench's survey (bench/runner/run.ts builds the same one in Wenda): one choice question, a page break, a fill-in. */
export const BENCH_SURVEY = {
  pages: [
    {
      name: 'p1',
      elements: [
        {
          type: 'radiogroup',
          name: 'q1',
          title: '您通常什么时候跑步？',
          choices: ['清晨', '傍晚', '夜间'],
        },
      ],
    },
    { name: 'p2', elements: [{ type: 'text', name: 'q2', title: '原因？' }] },
  ],
};
