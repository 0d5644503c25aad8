/**
 * The message keys that name a style field by its path in the style document, e.g. ['font', 'question',
 * 'size'] → 字体 · 题目 · 字号. The server names a refused field with them and the style screen labels its
 * fields with the same keys, so a refusal reads like the screen. A segment without a label is shown as is.
 */
export function styleFieldLabelKeys(path: readonly PropertyKey[]): string[] {
  const [first, second, third] = path.map(String);
  if (first === undefined) return [];
  if (second === undefined) return [`style.field.${first}`];
  if (first === 'font' && third !== undefined) {
    return ['style.group.font', `style.font.${second}`, `style.field.${third}`];
  }
  return [`style.group.${first}`, `style.field.${second}`];
}
