import type { S3Settings } from './s3Store';

/** The variables that put respondents' media files in an S3-compatible store; all five or none. */
export const S3_REQUIRED_VARIABLES = [
  'WENDA_S3_ENDPOINT',
  'WENDA_S3_BUCKET',
  'WENDA_S3_REGION',
  'WENDA_S3_ACCESS_KEY_ID',
  'WENDA_S3_SECRET_ACCESS_KEY',
] as const;
/** Optional: `true` addresses the bucket as `<endpoint>/<bucket>` (MinIO and most self-hosted stores). */
export const S3_PATH_STYLE_VARIABLE = 'WENDA_S3_PATH_STYLE';

/**
 * The object store's settings from the environment, or undefined when none of its variables is set (files
 * then stay in the data directory). A partial set is refused with the names of the missing variables, so a
 * server never starts writing files to its disk while its operator believes they go to the bucket.
 */
export function s3SettingsFromEnv(env: Record<string, string | undefined>): S3Settings | undefined {
  const value = (name: string) => env[name]?.trim() || undefined;
  const present = S3_REQUIRED_VARIABLES.filter((name) => value(name));
  const pathStyleText = value(S3_PATH_STYLE_VARIABLE);
  if (present.length === 0 && pathStyleText === undefined) return undefined;
  const missing = S3_REQUIRED_VARIABLES.filter((name) => !value(name));
  if (missing.length > 0)
    throw new Error(
      `an S3 media store needs ${S3_REQUIRED_VARIABLES.join(', ')} together; missing: ${missing.join(', ')}`,
    );
  const endpoint = value('WENDA_S3_ENDPOINT') as string;
  let url: URL | undefined;
  try {
    url = new URL(endpoint);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash)
    throw new Error(
      `WENDA_S3_ENDPOINT must be an http(s) address such as https://s3.example.com, not "${endpoint}"`,
    );
  if (pathStyleText !== undefined && !['true', 'false'].includes(pathStyleText))
    throw new Error(`${S3_PATH_STYLE_VARIABLE} must be true or false, not "${pathStyleText}"`);
  return {
    endpoint,
    bucket: value('WENDA_S3_BUCKET') as string,
    region: value('WENDA_S3_REGION') as string,
    accessKeyId: value('WENDA_S3_ACCESS_KEY_ID') as string,
    secretAccessKey: value('WENDA_S3_SECRET_ACCESS_KEY') as string,
    pathStyle: pathStyleText === 'true',
  };
}
