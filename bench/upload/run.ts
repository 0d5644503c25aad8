import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Upload } from 'tus-js-client';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/database';
import { MEDIA_API } from '../../src/core/api/media';
import { UPLOAD_CHUNK_BYTES } from '../../src/core/media/uploads';
import { flakyLink, mp4Bytes } from '../../tests/server/media/support';
import { percentile } from '../logic/stats';
import { publishBenchSurvey } from '../save/survey';

/**
 * Uploads of one 60 MB video over loopback to a real listening server (in-memory PGlite, files under a
 * temporary data directory), median of RUNS= runs:
 * - the reference: the spec's one-request call (POST multipart /api/up/uploadVideo);
 * - the runner's way: tus in 1 MiB chunks with tus-js-client, as the runner sends it;
 * - tus through a link that cuts every connection once, half way: the bytes sent in all, and how many of them
 *   were sent again (the goal: at most what the cut chunk had sent, never the file from the start).
 * Figures only: MB/s, the ratio tus / one request, bytes re-sent.
 */
const SIZE = Number(process.env.SIZE_MB ?? 60) * 1024 * 1024;
const RUNS = Number(process.env.RUNS ?? 3);
const median = (samples: readonly number[]) => percentile(samples, 0.5);

function tusUpload(endpoint: string, bytes: Buffer, metadata: Record<string, string>) {
  return new Promise<void>((resolve, reject) => {
    const upload = new Upload(bytes, {
      endpoint,
      chunkSize: UPLOAD_CHUNK_BYTES,
      retryDelays: [50, 100, 200, 400],
      metadata,
      fingerprint: async () => metadata.mediaId ?? '',
      onSuccess: () => resolve(),
      onError: reject,
    });
    upload.start();
  });
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'wenda-bench-upload-'));
  const handle = await openDatabase({ kind: 'memory' });
  const app = await buildApp({ db: handle.db, dataDir, logger: false });
  await app.ready();
  const survey = await publishBenchSurvey(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const base = `http://127.0.0.1:${port}`;
  const bytes = mp4Bytes(SIZE);
  const metadataOf = () => {
    const mediaId = randomUUID();
    return {
      mediaId,
      surveyId: survey.surveyId,
      responseId: randomUUID(),
      questionId: survey.texts[0] ?? '',
      kind: 'video',
      filename: 'bench.mp4',
      filetype: 'video/mp4',
    };
  };

  const plain: number[] = [];
  const tus: number[] = [];
  const resent: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    // One request, as the spec's uploadVideo callers send it.
    const form = new FormData();
    form.set('surveyId', survey.surveyId);
    form.set('file', new Blob([new Uint8Array(bytes)], { type: 'video/mp4' }), 'bench.mp4');
    let started = performance.now();
    const reply = await fetch(`${base}${MEDIA_API.uploadVideo}`, { method: 'POST', body: form });
    if (reply.status !== 200) throw new Error(`uploadVideo: ${reply.status} ${await reply.text()}`);
    plain.push(performance.now() - started);

    started = performance.now();
    await tusUpload(`${base}${MEDIA_API.tus}`, bytes, metadataOf());
    tus.push(performance.now() - started);

    // Through a link cut once half way.
    const link = await flakyLink(port, Math.round(SIZE / 2));
    try {
      await tusUpload(`http://127.0.0.1:${link.port}${MEDIA_API.tus}`, bytes, metadataOf());
    } finally {
      await link.close();
    }
    if (!link.state.cut) throw new Error('the link was never cut');
    resent.push(link.state.sent - SIZE);
  }

  const mbps = (ms: number) => SIZE / 1024 / 1024 / (ms / 1000);
  const plainMs = median(plain);
  const tusMs = median(tus);
  console.log(`upload of ${(SIZE / 1024 / 1024).toFixed(0)} MB over loopback, median of ${RUNS}:`);
  console.log(`  one request (uploadVideo)     ${plainMs.toFixed(0)} ms  ${mbps(plainMs).toFixed(1)} MB/s`);
  console.log(
    `  tus, ${UPLOAD_CHUNK_BYTES / 1024 / 1024} MiB chunks          ${tusMs.toFixed(0)} ms  ${mbps(tusMs).toFixed(1)} MB/s`,
  );
  console.log(`  tus / one request             ${(tusMs / plainMs).toFixed(2)}× the time`);
  const resentMedian = median(resent);
  console.log(
    `  cut once half way: ${(resentMedian / 1024).toFixed(0)} KB sent beyond the file (headers included), ` +
      `${((resentMedian / UPLOAD_CHUNK_BYTES) * 100).toFixed(0)} % of one chunk; goal ≤ one chunk`,
  );
  await app.close();
  await handle.close();
  await rm(dataDir, { recursive: true, force: true });
}

await main();
