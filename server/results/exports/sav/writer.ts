import { open } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import { CaseEncoder } from './cases';
import { CASE_COUNT_OFFSET, encodeDictionary } from './dictionary';
import { layOut } from './layout';
import type { SavDictionary, SavValue } from './types';

/** Bytes gathered before one `write` call: big enough to keep calls few, small enough to keep memory flat. */
const FLUSH_BYTES = 64 * 1024;

export type SavWriterOptions = {
  /**
   * The number of cases, when the caller knows it before the first one (e.g. from a COUNT query); `finish`
   * then checks it was kept. Without it the header says -1, "unknown", which SPSS and PSPP accept: a stream
   * cannot go back to the header, and holding cases back to count them would make memory grow with them. A
   * caller writing to a file can still fill the count in with `patchSavCaseCount`.
   */
  caseCount?: number;
  /** The header's creation date and time (UTC); the current time by default. */
  now?: Date;
};

/**
 * Writes an SPSS system file (.sav, UTF-8, bytecode-compressed) to `out`, one case at a time.
 *
 * Written by hand from the PSPP developers' guide, "System File Format". Records, in order: file header
 * ($FL2, bias 100), variable records (2) with continuations and very-long-string segments, value labels
 * (3 + 4) of numeric and ≤ 8-byte string variables, machine integer (7/3, code page 65001) and float (7/4)
 * info, dichotomy sets (7/7), display parameters (7/11), long names (7/13), very long strings (7/14),
 * encoding "UTF-8" (7/20), value labels of longer strings (7/21), and the terminator (999).
 *
 * Compression 1 (bytecode) is what SPSS itself writes by default: blank string units and small whole numbers,
 * most of a survey's cells, shrink to one byte, and the encoding stays simple enough to check cell by cell.
 *
 * The dictionary is checked in the constructor (a `SavDictionaryError` says what is wrong); each case is
 * encoded as it comes, and `writeCase` waits for `drain` whenever the stream asks for it.
 */
export class SavWriter {
  private readonly encoder: CaseEncoder;
  private readonly expectedCases: number | undefined;
  private cases = 0;
  private finished = false;
  private failure: Error | undefined;

  constructor(
    private readonly out: Writable,
    dictionary: SavDictionary,
    options: SavWriterOptions = {},
  ) {
    const layout = layOut(dictionary);
    this.expectedCases = options.caseCount;
    this.encoder = new CaseEncoder(layout.plans);
    this.out.on('error', (error) => {
      this.failure = error;
    });
    this.write(encodeDictionary(layout, dictionary, options.caseCount ?? -1, options.now ?? new Date()));
  }

  /** Adds one case: a value per variable, in dictionary order; null is system-missing or blank. */
  async writeCase(values: readonly SavValue[]): Promise<void> {
    if (this.finished) throw new Error('写入已结束 / writeCase after finish');
    this.encoder.encode(values);
    this.cases += 1;
    if (this.encoder.pendingBytes >= FLUSH_BYTES) await this.flush();
  }

  /** Writes the last block, ends the stream and resolves once all bytes are handed over. Returns the count. */
  async finish(): Promise<{ cases: number }> {
    if (this.finished) throw new Error('写入已结束 / finish called twice');
    this.finished = true;
    if (this.expectedCases !== undefined && this.expectedCases !== this.cases) {
      const error = new Error(
        `个案数不符 / header says ${this.expectedCases} cases, ${this.cases} were written`,
      );
      this.out.destroy(error);
      throw error;
    }
    this.encoder.end();
    await this.flush();
    await new Promise<void>((resolve, reject) => {
      this.out.once('error', reject);
      this.out.end(() => resolve());
    });
    return { cases: this.cases };
  }

  private write(bytes: Buffer): boolean {
    if (this.failure) throw this.failure;
    return this.out.write(bytes);
  }

  private async flush(): Promise<void> {
    if (this.encoder.pendingBytes === 0 || this.write(this.encoder.take())) return;
    await new Promise<void>((resolve, reject) => {
      const done = (error?: Error) => {
        this.out.off('drain', onDrain);
        this.out.off('error', done);
        this.out.off('close', onClose);
        if (error) reject(error);
        else resolve();
      };
      const onDrain = () => done();
      const onClose = () => done(this.failure ?? new Error('输出流已关闭 / the output stream closed'));
      this.out.on('drain', onDrain);
      this.out.on('error', done);
      this.out.on('close', onClose);
    });
  }
}

/** Fills in the header's case count of a finished file on disk (the only place it can be patched). */
export async function patchSavCaseCount(path: string, cases: number): Promise<void> {
  const file = await open(path, 'r+');
  try {
    const bytes = Buffer.alloc(4);
    bytes.writeInt32LE(cases);
    await file.write(bytes, 0, 4, CASE_COUNT_OFFSET);
  } finally {
    await file.close();
  }
}

/** SPSS date-time value (seconds since 14 October 1582, UTC) of a JavaScript date. */
export function spssDateTime(date: Date): number {
  return (date.getTime() - Date.UTC(1582, 9, 14)) / 1000;
}
