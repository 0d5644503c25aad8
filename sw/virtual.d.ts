/** The built files the service worker serves through its fetch handler (vite.config.ts, largeAssetsModule). */
declare module 'virtual:wenda-large-assets' {
  const largeAssets: string[];
  export default largeAssets;
}
