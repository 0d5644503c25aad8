/** A growable little-endian byte buffer for the dictionary records (the header is small; cases bypass it). */
export class Bytes {
  private buffer = Buffer.alloc(4096);
  private length = 0;

  private reserve(size: number): void {
    if (this.length + size <= this.buffer.length) return;
    const grown = Buffer.alloc(Math.max(this.buffer.length * 2, this.length + size));
    this.buffer.copy(grown, 0, 0, this.length);
    this.buffer = grown;
  }

  int32(value: number): this {
    this.reserve(4);
    this.buffer.writeInt32LE(value, this.length);
    this.length += 4;
    return this;
  }

  float64(value: number): this {
    this.reserve(8);
    this.buffer.writeDoubleLE(value, this.length);
    this.length += 8;
    return this;
  }

  byte(value: number): this {
    this.reserve(1);
    this.buffer[this.length] = value;
    this.length += 1;
    return this;
  }

  bytes(data: Buffer): this {
    this.reserve(data.length);
    data.copy(this.buffer, this.length);
    this.length += data.length;
    return this;
  }

  /** Spaces up to the next multiple of `size` bytes, counted from `from` (a field's start). */
  padTo(size: number, from = 0): this {
    const used = (this.length - from) % size;
    if (used !== 0) this.bytes(Buffer.alloc(size - used, 0x20));
    return this;
  }

  get size(): number {
    return this.length;
  }

  toBuffer(): Buffer {
    return this.buffer.subarray(0, this.length);
  }
}
