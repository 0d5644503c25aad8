/**
 * Several fields travel as comma-joined strings (randIds, exclusiveItemsId, surveyLanguage, …).
 * Inside the core they are arrays; these convert at the edges.
 */
export function splitCommaList(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

export function joinCommaList(values: readonly string[]): string {
  return values.join(',');
}
