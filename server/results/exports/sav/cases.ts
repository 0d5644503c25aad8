import { COMPRESSION_BIAS } from './dictionary';
import type { VariablePlan } from './layout';
import { truncateUtf8 } from './text';
import type { SavValue } from './types';

/** Bytecode compression codes: each 8-byte unit of a case is one code in a block of eight. */
const CODE_PADDING = 0;
const CODE_RAW = 253;
const CODE_SPACES = 254;
const CODE_SYSMIS = 255;
const SPACES8 = Buffer.alloc(8, 0x20);

/**
 * Encodes cases in bytecode-compressed form. A block is eight codes followed by the raw 8-byte units that the
 * codes 253 announce; a block may span cases, so only the current one (at most 72 bytes) is held back, and
 * encoded bytes wait in `pending` only until the writer hands them to the stream.
 */
export class CaseEncoder {
  private readonly codes = Buffer.alloc(8);
  private codeCount = 0;
  private readonly raw = Buffer.alloc(64);
  private rawCount = 0;
  private pending = Buffer.alloc(64 * 1024);
  private pendingLength = 0;
  private readonly scratch: Buffer;

  constructor(private readonly plans: readonly VariablePlan[]) {
    const widest = Math.max(
      8,
      ...plans.flatMap((plan) => plan.segments.map((segment) => segment.allocBytes)),
    );
    this.scratch = Buffer.alloc(widest);
  }

  get pendingBytes(): number {
    return this.pendingLength;
  }

  encode(values: readonly SavValue[]): void {
    if (values.length !== this.plans.length) {
      throw new TypeError(`个案值数量不符 / a case needs ${this.plans.length} values, got ${values.length}`);
    }
    // All values are checked before any is encoded: a refused case must leave no half of itself in the file.
    this.plans.forEach((plan, index) => {
      const value = values[index] ?? null;
      const wanted = plan.variable.type === 'numeric' ? 'number' : 'string';
      if (value !== null && typeof value !== wanted) {
        throw new TypeError(
          `变量 ${plan.variable.name} 的值类型不符 / ${plan.variable.type} variable ${plan.variable.name} got ${typeof value}`,
        );
      }
    });
    this.plans.forEach((plan, index) => {
      const value = values[index] ?? null;
      if (plan.variable.type === 'numeric') this.number(value);
      else this.string(plan, plan.variable.width, value);
    });
  }

  /** Hands over the encoded bytes so far (the writer writes them) and starts a fresh buffer. */
  take(): Buffer {
    const out = this.pending.subarray(0, this.pendingLength);
    this.pending = Buffer.alloc(this.pending.length);
    this.pendingLength = 0;
    return out;
  }

  /** Completes the last block with padding codes, which readers skip. */
  end(): void {
    if (this.codeCount === 0) return;
    while (this.codeCount < 8) this.codes[this.codeCount++] = CODE_PADDING;
    this.flushBlock();
  }

  private number(value: SavValue): void {
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      this.code(CODE_SYSMIS);
      return;
    }
    const biased = value + COMPRESSION_BIAS;
    if (Number.isInteger(value) && biased >= 1 && biased <= 251) {
      this.code(biased);
      return;
    }
    this.scratch.writeDoubleLE(value, 0);
    this.unit(this.scratch, 0);
  }

  private string(plan: VariablePlan, width: number, value: SavValue): void {
    if (value !== null && typeof value !== 'string') {
      throw new TypeError(
        `字符串变量 ${plan.variable.name} 收到非字符串 / string variable got ${typeof value}`,
      );
    }
    // Cut on a character boundary, so that a CJK character is kept whole or left out, never split.
    const bytes =
      typeof value === 'string' ? Buffer.from(truncateUtf8(value, width), 'utf8') : SPACES8.subarray(0, 0);
    for (const segment of plan.segments) {
      const slot = this.scratch.subarray(0, segment.allocBytes).fill(0x20);
      const end = Math.min(bytes.length, segment.dataOffset + segment.dataBytes);
      if (end > segment.dataOffset) bytes.copy(slot, 0, segment.dataOffset, end);
      for (let offset = 0; offset < segment.allocBytes; offset += 8) {
        if (slot.compare(SPACES8, 0, 8, offset, offset + 8) === 0) this.code(CODE_SPACES);
        else this.unit(slot, offset);
      }
    }
  }

  private code(code: number): void {
    this.codes[this.codeCount++] = code;
    if (this.codeCount === 8) this.flushBlock();
  }

  private unit(source: Buffer, offset: number): void {
    source.copy(this.raw, this.rawCount * 8, offset, offset + 8);
    this.rawCount += 1;
    this.code(CODE_RAW);
  }

  private flushBlock(): void {
    const size = 8 + this.rawCount * 8;
    if (this.pendingLength + size > this.pending.length) {
      const grown = Buffer.alloc(this.pending.length * 2);
      this.pending.copy(grown, 0, 0, this.pendingLength);
      this.pending = grown;
    }
    this.codes.copy(this.pending, this.pendingLength);
    this.raw.copy(this.pending, this.pendingLength + 8, 0, this.rawCount * 8);
    this.pendingLength += size;
    this.codeCount = 0;
    this.rawCount = 0;
  }
}
