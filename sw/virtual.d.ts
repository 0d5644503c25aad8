/** The built files the service worker serves through its fetch handler (vite.config.ts, largeAssetsModule). */
declare module 'virtual:wenda-large-assets' {
  const largeAssets: string[];
  export default largeAssets;
}

/** The URL of the runner build's entry (sw/runnerBuild.ts); empty on the dev server, which has no such build. */
declare module 'virtual:wenda-runner-entry' {
  const runnerEntry: string;
  export default runnerEntry;
}
