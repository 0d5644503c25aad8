import { MEDIA_API } from '../../../core/api/media';
import type { StoredMedia, WxUploadOutboxEntry } from '../../../runner/db';
import { OUTBOX_ENTRY_FORMAT, STORED_MEDIA_FORMAT } from '../../../runner/storage/formats';
import { newMediaId, releaseSentMedia, setMediaProgress } from '../../../runner/storage/media';
import { type FetchReply, fileLostReply, readReply } from '../../../runner/sync/delivery';
import type { OutboxKindHandler } from '../../../runner/sync/outboxKinds';
import type { CapturedMedia, KeepContext } from '../capture/adapter';
import { call, type WeChatSdk } from './wx';

/**
 * A capture WeChat holds (under its localId) on its way to the server, as one outbox entry of kind
 * 'wx-upload': kept with a media row (no blob: the file is WeChat's until uploaded) in one transaction, then
 * sent by this page — wx.uploadImage / wx.uploadVoice give a serverId, and MEDIA_API.uploadWxImage /
 * uploadWxAudio has the server fetch the file from WeChat and store it under the media id the answer names.
 */

/**
 * This page life's id, made when this module loads (once per page: a reload makes another). WeChat's localId
 * is good only in the page that captured it, so an entry keeps the id of the page that made it, and a later
 * page knows a localId it cannot use. Once WeChat has the file (a serverId, kept 3 days) any page may post it.
 */
export const PAGE_LIFE = newMediaId();

/**
 * Whether WeChat's copy of the entry's file is out of this page's reach: not uploaded to WeChat yet, and
 * captured by another page life (or by a build that did not record it, necessarily an earlier page).
 */
export function wxLocalFileLost(
  entry: Pick<WxUploadOutboxEntry, 'serverId' | 'pageLife'>,
  pageLife = PAGE_LIFE,
): boolean {
  return !entry.serverId && entry.pageLife !== pageLife;
}

/** The type a WeChat capture is believed to be until the server reads its bytes. */
const BELIEVED_TYPE = { image: 'image/jpeg', audio: 'audio/amr' } as const;

/** How long the server's fetch from WeChat may take before the send is retried. */
const POST_TIMEOUT_MS = 60_000;

export async function keepWeChatMedia(
  captured: CapturedMedia,
  ctx: KeepContext,
  now = Date.now(),
): Promise<void> {
  if (captured.source !== 'wechat' || captured.kind === 'video') {
    throw new Error('the WeChat capture keeps only its own images and recordings');
  }
  const media: StoredMedia = {
    format: STORED_MEDIA_FORMAT,
    mediaId: captured.mediaId,
    surveyId: ctx.surveyId,
    responseId: ctx.responseId,
    questionId: ctx.questionId,
    kind: captured.kind,
    fileName: captured.fileName,
    type: BELIEVED_TYPE[captured.kind],
    size: 0,
    state: 'waiting',
    sentBytes: 0,
    createdAt: now,
  };
  const entry: WxUploadOutboxEntry = {
    format: OUTBOX_ENTRY_FORMAT,
    id: captured.mediaId,
    kind: 'wx-upload',
    mediaId: captured.mediaId,
    questionId: ctx.questionId,
    mediaKind: captured.kind,
    localId: captured.localId,
    pageLife: PAGE_LIFE,
    responseId: ctx.responseId,
    surveyId: ctx.surveyId,
    seq: 1,
    attempts: 0,
    nextAttemptAt: now,
  };
  await ctx.db.transaction('rw', ctx.db.media, ctx.db.outbox, async () => {
    await ctx.db.media.put(media);
    await ctx.db.outbox.put(entry);
  });
}

/** The outbox handler of 'wx-upload' entries, for a page whose `wx` is configured. */
export function wxUploadHandler(wx: WeChatSdk): OutboxKindHandler {
  return {
    async send(entry, transport, db) {
      if (entry.kind !== 'wx-upload') return { kind: 'network-error' };
      // Its localId died with the page that captured it: refused for good, the entry asks for a new capture.
      if (wxLocalFileLost(entry)) return fileLostReply();
      let serverId = entry.serverId;
      if (!serverId) {
        const upload = entry.mediaKind === 'image' ? wx.uploadImage : wx.uploadVoice;
        try {
          ({ serverId } = await call(upload.bind(wx), {
            localId: entry.localId,
            isShowProgressTips: 0 as const,
          }));
        } catch {
          // WeChat's upload failed (no connection, mostly): the next attempt tries again.
          return { kind: 'network-error' };
        }
        // Kept on the entry (WeChat keeps the file 3 days), so a retry posts again without uploading again.
        await db.outbox.update(entry.id, (stored) => {
          if (stored.kind === 'wx-upload') stored.serverId = serverId;
        });
      }
      return postServerId(entry, serverId, transport);
    },
    async delivered(db, entry) {
      if (entry.kind !== 'wx-upload') return;
      await db.transaction('rw', db.media, db.outbox, async () => {
        await setMediaProgress(db, entry.mediaId, 0, 'uploaded');
        await db.outbox.delete(entry.id);
      });
      await releaseSentMedia(db, entry.responseId);
    },
  };
}

async function postServerId(
  entry: WxUploadOutboxEntry,
  serverId: string,
  transport: Parameters<OutboxKindHandler['send']>[1],
): Promise<FetchReply> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), POST_TIMEOUT_MS);
  try {
    const response = await transport.fetch(
      entry.mediaKind === 'image' ? MEDIA_API.uploadWxImage : MEDIA_API.uploadWxAudio,
      {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...transport.headers },
        body: JSON.stringify({
          surveyId: entry.surveyId,
          serverId,
          responseId: entry.responseId,
          mediaId: entry.mediaId,
          questionId: entry.questionId,
        }),
        signal: controller.signal,
        credentials: 'same-origin',
      },
    );
    return await readReply(response);
  } catch {
    return { kind: 'network-error' };
  } finally {
    clearTimeout(timer);
  }
}
