import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** A `<script>` element without a src attribute, and its text. Our own built index.html, not arbitrary HTML. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The CSP sources (`'sha256-…'`) that admit the inline scripts of the built client's index.html (the runner's
 * boot script is inline so that it runs while the page is still parsing, not once a file has come back from
 * the service worker), read once when the server starts: a client rebuilt under a running server needs a
 * restart for its new boot script to run (until then the runner starts without it, as when it fails).
 */
export function clientInlineScriptSources(clientDir: string | undefined): string[] {
  if (!clientDir) return [];
  const indexPath = join(resolve(clientDir), 'index.html');
  if (!existsSync(indexPath)) return [];
  return inlineScriptSources(readFileSync(indexPath, 'utf8'));
}

/** The CSP hash source of each inline script of a page, as a browser computes it over the script's text. */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((text) => text.trim() !== '')
    .map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
}
