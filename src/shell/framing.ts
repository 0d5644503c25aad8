/**
 * Whether this page runs in a frame of another site. An answer link may be framed anywhere (the publish
 * page's embed snippet; the server relaxes frame-ancestors for it), and its hash could name any screen:
 * the shell (designer, accounts) refuses to run there, so its screens cannot be overlaid by another site.
 */
export function framedByAnotherSite(): boolean {
  if (window.top === window.self) return false;
  try {
    return window.top?.location.origin !== window.location.origin;
  } catch {
    // Reading another origin's location throws: that is the case refused.
    return true;
  }
}
