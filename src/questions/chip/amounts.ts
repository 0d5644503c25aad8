/** Amounts are summed in hundredths so that 0.1 + 0.2 leaves exactly 0.7 of 1 (the validator does the same). */
const cents = (value: number) => Math.round(value * 100);

/** What is left of the total after the amounts given; negative when they exceed it. */
export function chipRemaining(total: number, amounts: Readonly<Record<string, number>>): number {
  const given = Object.values(amounts).reduce((sum, amount) => sum + cents(amount), 0);
  return (cents(total) - given) / 100;
}

/** An amount kept inside 0…total, at most two decimals. */
export function clampAmount(value: number, total: number): number {
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.min(total, Math.round(value * 100) / 100);
}

/**
 * The amounts with one option's amount set; a zero amount is dropped so that an untouched allocation stays
 * empty. Returns undefined when nothing is allocated (the answer is cleared).
 */
export function withAmount(
  amounts: Readonly<Record<string, number>>,
  optionId: string,
  value: number,
  total: number,
): Record<string, number> | undefined {
  const next: Record<string, number> = { ...amounts };
  const amount = clampAmount(value, total);
  if (amount === 0) delete next[optionId];
  else next[optionId] = amount;
  return Object.keys(next).length === 0 ? undefined : next;
}
