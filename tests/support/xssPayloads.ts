/**
 * Texts that would run script if any screen put them into the page as HTML, or any spreadsheet as a formula.
 * Each one that runs sets `window.__xss` (or opens a dialog), so a browser test can tell that nothing ran;
 * the end-to-end files also look for what they would leave in the page (an `on…` attribute, a `javascript:`
 * link, a frame with a document of its own). One list for the server tests and the end-to-end tests.
 */
export const XSS_PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=2"><circle r=1></circle></svg>',
  '"><script>window.__xss=3</script>',
  '<a href="javascript:window.__xss=4">链接</a>',
  '<iframe srcdoc="<script>parent.__xss=5</script>"></iframe>',
  '<details open ontoggle="window.__xss=6">x</details>',
  "'><img src=x onerror=alert(7)>",
  'javascript:alert(8)',
] as const;

/** One text holding every payload, to put into each field once. */
export const ALL_PAYLOADS = XSS_PAYLOADS.join(' ');

/** Cells a spreadsheet would otherwise run as formulas (OWASP's CSV injection list). */
export const FORMULA_PAYLOADS = [
  '=HYPERLINK("http://x.example","点我")',
  '@SUM(1)',
  '+1+2',
  '-1+2',
  '\t=1+1',
  '\r=1+1',
] as const;
