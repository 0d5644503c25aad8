import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { surveys } from '../../../../server/db/schema';
import { RELEASE_FORMAT } from '../../../../src/core/model';
import { register, useTestApp } from '../../support/app';
import { databaseTargets } from '../../support/databases';
import { archiveLines, archiveOf, importFile } from './support';

/**
 * Releases travel in archives as they were stored, in their own format (docs/architecture.md "Stored
 * formats"): one written before formats were numbered imports and reads; one newer than this code is refused
 * at the import, with nothing created, instead of failing whenever it is read later.
 */
describe.each(databaseTargets())('release formats in an archive ($name)', (target) => {
  const ctx = useTestApp(target);
  const file = readFileSync(join(import.meta.dirname, 'fixtures', 'survey-v1.wenda.jsonl.gz'));
  const withSnapshot = (change: (snapshot: Record<string, unknown>) => Record<string, unknown>) =>
    archiveOf(
      archiveLines(file).map((line) =>
        line.part === 'release'
          ? { ...line, snapshot: change(line.snapshot as Record<string, unknown>) }
          : line,
      ),
    );
  const surveysOf = async (userId: string) =>
    (await ctx().db.select().from(surveys).where(eq(surveys.userId, userId))).length;

  it('refuses a release of a newer format, naming both formats, and creates nothing', async () => {
    const user = await register(ctx().app);
    const newer = withSnapshot((snapshot) => ({ ...snapshot, format: RELEASE_FORMAT + 1 }));
    const refused = await importFile(ctx().app, user.token, newer);
    expect(refused.status).toBe(400);
    expect(refused.envelope.message).toContain(
      `is in format ${RELEASE_FORMAT + 1}, newer than format ${RELEASE_FORMAT}`,
    );
    const unreadable = await importFile(
      ctx().app,
      user.token,
      withSnapshot((snapshot) => ({ ...snapshot, format: 'new' })),
    );
    expect(unreadable.status).toBe(400);
    expect(unreadable.envelope.message).toMatch(/not a format number/);
    expect(await surveysOf(user.userId)).toBe(0);
  });

  it('takes a release without a format (format 1) and one stamped with the current format', async () => {
    const user = await register(ctx().app);
    expect(archiveLines(file).find((line) => line.part === 'release')?.snapshot).not.toHaveProperty('format');
    expect((await importFile(ctx().app, user.token, file)).status).toBe(200);
    const stamped = withSnapshot((snapshot) => ({ ...snapshot, format: RELEASE_FORMAT }));
    expect((await importFile(ctx().app, user.token, stamped)).status).toBe(200);
    expect(await surveysOf(user.userId)).toBe(2);
  });
});
