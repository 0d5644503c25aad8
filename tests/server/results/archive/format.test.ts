import { describe, expect, it } from 'vitest';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  ArchiveError,
  type ArchiveMigration,
  archiveVersionOf,
  fileReferences,
  idsInside,
  readArchiveLine,
  remapFileReferences,
  remapIds,
} from '../../../../src/core/results/archive';

/** An end line as the made-up migrations below see it (their current version has today's end shape). */
const end = (version: number) =>
  JSON.stringify({ part: 'end', files: 0, releases: 0, responses: 0, version });

describe('archive format', () => {
  it('knows versions 1 to 3 and refuses others', () => {
    expect(ARCHIVE_VERSION).toBe(3);
    const header = (version: unknown) => JSON.stringify({ part: 'header', format: ARCHIVE_FORMAT, version });
    expect(archiveVersionOf(header(1))).toBe(1);
    expect(archiveVersionOf(header(2))).toBe(2);
    expect(archiveVersionOf(header(3))).toBe(3);
    expect(() => archiveVersionOf(header(4))).toThrow(ArchiveError);
    expect(() => archiveVersionOf(header('1'))).toThrow(/unknownVersion/);
    expect(() => archiveVersionOf(JSON.stringify({ part: 'header', format: 'zip', version: 1 }))).toThrow(
      /notArchive/,
    );
    expect(() => archiveVersionOf('PK\u0003\u0004')).toThrow(/notArchive/);
  });

  it('runs each line through the migrations from its version up to the current one', () => {
    // A made-up version 2 that renamed the end line's "responses" count: a version-1 line is migrated.
    const migrations: ArchiveMigration[] = [
      { from: 1, migrate: (line) => ({ ...line, migratedFrom: 1 }) },
      { from: 2, migrate: (line) => ({ ...line, migratedFrom: `${String(line.migratedFrom)}>2` }) },
    ];
    const header = JSON.stringify({ part: 'header', format: ARCHIVE_FORMAT, version: 1 });
    expect(archiveVersionOf(header, migrations, 3)).toBe(1);
    expect(() => archiveVersionOf(header, migrations.slice(1), 3)).toThrow(/unknownVersion/);
    const steps: string[] = [];
    const logged = migrations.map((migration) => ({
      from: migration.from,
      migrate: (line: Record<string, unknown>) => {
        steps.push(`${migration.from}:${String(line.migratedFrom)}`);
        return migration.migrate(line);
      },
    }));
    expect(readArchiveLine(end(1), 2, 1, logged, 3)).toEqual({
      part: 'end',
      files: 0,
      releases: 0,
      responses: 0,
    });
    expect(steps).toEqual(['1:undefined', '2:1']);
    const seen: unknown[] = [];
    readArchiveLine(
      end(1),
      2,
      1,
      [
        {
          from: 1,
          migrate: (line) => {
            seen.push(line);
            return line;
          },
        },
      ],
      2,
    );
    expect(seen).toEqual([JSON.parse(end(1))]);
  });

  it('reads a version-2 response line as version 3: no audit trail', () => {
    const response = {
      part: 'response',
      response: { id: 'r', releaseVersion: 1, status: 'complete', startedAt: '2026-11-01T00:00:00.000Z' },
      items: [],
    };
    expect(readArchiveLine(JSON.stringify(response), 5, 2)).toEqual({ ...response, audit: [] });
  });

  it('reads a version-1 file as the current version: no images listed, none counted', () => {
    const v1End = JSON.stringify({ part: 'end', releases: 1, responses: 2 });
    expect(readArchiveLine(v1End, 9, 1)).toEqual({ part: 'end', files: 0, releases: 1, responses: 2 });
    const design = {
      groups: [],
      questions: [],
      options: [],
      descs: [],
      logic: [],
      answerRules: [],
      params: [],
    };
    const v1Header = JSON.stringify({
      part: 'header',
      format: ARCHIVE_FORMAT,
      version: 1,
      exportedAt: '2026-11-01T00:00:00.000Z',
      survey: { id: 's', surveyName: '问卷' },
      design: { ...design, style: null },
    });
    expect(readArchiveLine(v1Header, 1, 1)).toMatchObject({
      version: ARCHIVE_VERSION,
      design: { ...design, files: [] },
    });
  });

  it('finds image addresses in any text and points them at new paths, leaving other text alone', () => {
    const path = 's-1/0190a000-0000-7000-8000-00000000000a.png';
    const other = 's-2/0190a000-0000-7000-8000-00000000000b.jpg';
    const value = {
      quTitle: `<p><img src="/api/files/${path}"> and <img src="http://host:8080/api/files/${other}"></p>`,
      style: { background: `url(/api/files/${path})` },
      list: ['/api/files/not-a-file.png', '/api/files/s-3/x.png'],
    };
    expect([...fileReferences(value)].sort()).toEqual([path, other]);
    const moved = remapFileReferences(
      value,
      new Map([[path, 'n-1/0190a000-0000-7000-8000-00000000000c.png']]),
    );
    expect(moved).toEqual({
      quTitle: `<p><img src="/api/files/n-1/0190a000-0000-7000-8000-00000000000c.png"> and <img src="http://host:8080/api/files/${other}"></p>`,
      style: { background: 'url(/api/files/n-1/0190a000-0000-7000-8000-00000000000c.png)' },
      list: ['/api/files/not-a-file.png', '/api/files/s-3/x.png'],
    });
  });

  it('refuses lines that are not JSON or not of the format, naming the line', () => {
    expect(() => readArchiveLine('{"part":', 7, 1)).toThrow(/damaged at line 7: broken JSON/);
    expect(() => readArchiveLine('[1]', 3, 1)).toThrow(/damaged at line 3/);
    expect(() =>
      readArchiveLine(JSON.stringify({ part: 'response', response: { id: 'r' }, items: [] }), 4, 1),
    ).toThrow(/damaged at line 4: response/);
  });

  it('replaces ids as strings, in comma lists and as keys, and nothing else', () => {
    const ids = new Map([
      ['a', 'A'],
      ['b', 'B'],
    ]);
    expect(
      remapIds(
        { id: 'a', list: 'a,b', mixed: 'a,c', rows: { a: ['b', 'c'] }, text: 'a b', n: 1, none: null },
        ids,
      ),
    ).toEqual({ id: 'A', list: 'A,B', mixed: 'a,c', rows: { A: ['B', 'c'] }, text: 'a b', n: 1, none: null });
    expect([
      ...idsInside({ groups: [{ id: 'g', questionList: [{ id: 'q', optionList: [{ id: 'o' }] }] }] }),
    ]).toEqual(['g', 'q', 'o']);
  });
});
