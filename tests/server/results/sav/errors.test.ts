import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { layOut } from '../../../../server/results/exports/sav/layout';
import type { SavDictionary, SavVariable } from '../../../../server/results/exports/sav/types';
import { SavDictionaryError } from '../../../../server/results/exports/sav/types';
import { SavWriter } from '../../../../server/results/exports/sav/writer';
import { readCases, requirePspp } from './pspp';

const numeric = (name: string): SavVariable => ({ type: 'numeric', name });
const dictionary = (variables: SavVariable[], extra: Partial<SavDictionary> = {}): SavDictionary => ({
  variables,
  ...extra,
});

function refused(value: SavDictionary): string {
  try {
    layOut(value);
  } catch (error) {
    expect(error).toBeInstanceOf(SavDictionaryError);
    return (error as Error).message;
  }
  throw new Error('the dictionary was accepted');
}

describe('dictionary checks', () => {
  it('refuses invalid and duplicate names', () => {
    expect(refused(dictionary([]))).toMatch(/at least one variable/);
    expect(refused(dictionary([numeric('1a')]))).toMatch(/invalid variable name: "1a"/);
    expect(refused(dictionary([numeric('Q1'), numeric('q1')]))).toMatch(/duplicate variable name.*q1/);
  });

  it('refuses impossible widths, formats and missing values', () => {
    expect(refused(dictionary([{ type: 'string', name: 's', width: 0 }]))).toMatch(/1–32767 bytes/);
    expect(refused(dictionary([{ type: 'string', name: 's', width: 40_000 }]))).toMatch(/1–32767 bytes/);
    expect(
      refused(dictionary([{ type: 'numeric', name: 'n', format: { type: 'F', width: 2, decimals: 2 } }])),
    ).toMatch(/invalid numeric format/);
    expect(refused(dictionary([{ type: 'numeric', name: 'n', missingValues: [1, 2, 3, 4] }]))).toMatch(
      /three/,
    );
    expect(refused(dictionary([{ type: 'string', name: 's', width: 9, missingValues: ['x'] }]))).toMatch(
      /up to 8 bytes/,
    );
  });

  it('refuses multiple-response sets that do not fit their variables', () => {
    const vars = [numeric('a'), numeric('b'), { type: 'string', name: 'c', width: 2 } as SavVariable];
    const set = (name: string, variables: string[], countedValue: number | string = 1) =>
      refused(dictionary(vars, { multipleResponseSets: [{ name, variables, countedValue }] }));
    expect(set('q5', ['a', 'b'])).toMatch(/invalid set name/);
    expect(set('$q5', ['a'])).toMatch(/two variables/);
    expect(set('$q5', ['a', 'zz'])).toMatch(/no variable zz/);
    expect(set('$q5', ['a', 'c'])).toMatch(/type differs/);
    expect(set('$q5', ['a', 'b'], 1.5)).toMatch(/integer/);
    expect(set('$q5', ['c', 'c'], '中文')).toMatch(/wider/);
  });
});

describe('cases', () => {
  const sink = () =>
    new Writable({
      write(_chunk, _encoding, done) {
        done();
      },
    });

  it('refuses a value of the wrong type or a case of the wrong length', async () => {
    const writer = new SavWriter(sink(), dictionary([numeric('n'), { type: 'string', name: 's', width: 4 }]));
    await expect(writer.writeCase(['1', 'a'])).rejects.toThrow(/numeric variable n got string/);
    await expect(writer.writeCase([1, 2])).rejects.toThrow(/string variable s got number/);
    await expect(writer.writeCase([1])).rejects.toThrow(/needs 2 values, got 1/);
  });

  it('leaves no trace of a refused case: the file stays readable', async () => {
    requirePspp();
    const dir = mkdtempSync(join(tmpdir(), 'wenda-sav-'));
    const path = join(dir, 'refused.sav');
    const writer = new SavWriter(
      createWriteStream(path),
      dictionary([numeric('n'), { type: 'string', name: 's', width: 4 }]),
    );
    await writer.writeCase([1, 'a']);
    await expect(writer.writeCase([2, 2])).rejects.toThrow(/got number/);
    await writer.writeCase([3, '中']);
    await writer.finish();
    expect(readCases(path)).toEqual([
      ['n', 's'],
      ['1', 'a'],
      ['3', '中'],
    ]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('checks a case count given in advance', async () => {
    const writer = new SavWriter(sink(), dictionary([numeric('n')]), { caseCount: 2 });
    await writer.writeCase([1]);
    await expect(writer.finish()).rejects.toThrow(/header says 2 cases, 1 were written/);
  });

  it('writes the given case count in the header', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    const writer = new SavWriter(out, dictionary([numeric('n')]), { caseCount: 1 });
    await writer.writeCase([1]);
    await writer.finish();
    const file = Buffer.concat(chunks);
    expect(file.subarray(0, 4).toString('latin1')).toBe('$FL2');
    expect(file.readInt32LE(72)).toBe(1); // bytecode compression
    expect(file.readInt32LE(80)).toBe(1);
    expect(file.readDoubleLE(84)).toBe(100);
  });

  it('rejects when the stream fails instead of waiting for a drain that never comes', async () => {
    const failing = new Writable({
      highWaterMark: 16,
      write(_chunk, _encoding, done) {
        setImmediate(() => done(new Error('disk full')));
      },
    });
    const writer = new SavWriter(failing, dictionary([{ type: 'string', name: 's', width: 255 }]));
    const attempt = async () => {
      for (let i = 0; i < 10_000; i += 1) await writer.writeCase(['x'.repeat(255)]);
    };
    await expect(attempt()).rejects.toThrow(/disk full|closed/);
  });
});
