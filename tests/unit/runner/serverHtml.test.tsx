import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ServerHtml } from '../../../src/runner/components/ServerHtml';

/**
 * The runner renders a release's rich text through the shared rule once more: a release kept on the device
 * may have been stored before the server's rule was tightened, and must not run script when shown.
 */
describe('ServerHtml', () => {
  it('renders formatting as markup and removes what could run', () => {
    const markup = renderToStaticMarkup(
      <ServerHtml
        className="wr-survey__note"
        html={
          '<p>你好 <strong>世界</strong></p><img src=x onerror=alert(1)>' +
          '<a href="javascript:alert(1)">a</a><script>alert(2)</script><p onclick="alert(3)">b</p>'
        }
      />,
    );
    expect(markup).toBe(
      '<div class="wr-survey__note"><p>你好 <strong>世界</strong></p><img src="x">' +
        '<a rel="noopener noreferrer">a</a><p>b</p></div>',
    );
  });
});
