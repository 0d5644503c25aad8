/**
 * A small seeded PRNG (sfc32, seeded from a string by cyrb128) for the sample data set: the same seed gives
 * the same responses on every machine, which Math.random cannot, and it is fast enough for millions of
 * draws. Not for anything secret.
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: string) {
    [this.a, this.b, this.c, this.d] = cyrb128(seed);
    for (let warm = 0; warm < 15; warm++) this.next();
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    this.d >>>= 0;
    let t = (this.a + this.b) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.d = (this.d + 1) | 0;
    t = (t + this.d) | 0;
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** An index drawn in proportion to the weights. */
  weighted(weights: readonly number[]): number {
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    let left = this.next() * total;
    for (let index = 0; index < weights.length; index++) {
      left -= weights[index] as number;
      if (left < 0) return index;
    }
    return weights.length - 1;
  }

  /** `count` distinct items, in their original order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const indexes = items.map((_, index) => index);
    for (let index = indexes.length - 1; index > 0; index--) {
      const swap = Math.floor(this.next() * (index + 1));
      [indexes[index], indexes[swap]] = [indexes[swap] as number, indexes[index] as number];
    }
    return indexes
      .slice(0, count)
      .sort((left, right) => left - right)
      .map((index) => items[index] as T);
  }

  digits(count: number): string {
    let text = '';
    for (let index = 0; index < count; index++) text += String(Math.floor(this.next() * 10));
    return text;
  }

  hex(count: number): string {
    let text = '';
    for (let index = 0; index < count; index++) text += Math.floor(this.next() * 16).toString(16);
    return text;
  }

  /** A UUID-shaped id (version 4 layout) from the stream, so generated ids are repeatable. */
  uuid(): string {
    const hex = this.hex(32);
    const variant = ((Number.parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  }
}

function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = h2 ^ Math.imul(h1 ^ code, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ code, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ code, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ code, 2716044813);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044813);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}
