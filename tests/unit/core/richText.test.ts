// @vitest-environment jsdom
import createDOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../../src/core/richText';

// DOMPurify over the test environment's DOM (jsdom): the reference our server-side allow-list is checked against.
const purify = createDOMPurify(window);

const ATTACKS = [
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="java&#x0A;script:alert(1)">x</a>',
  '<a href=" JaVaScRiPt:alert(1)">x</a>',
  '<script>alert(1)</script>after',
  '<scr<script>ipt>alert(1)</script>',
  '<svg><script>alert(1)</script></svg>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<iframe src="https://evil.example"></iframe>',
  '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
  '<p onmouseover="alert(1)">x</p>',
  '<style>body{display:none}</style>ok',
  '<img src="x" onerror="alert(1)"',
  '"><img src=x onerror=alert(1)>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<p>你好 <strong>世界</strong></p><img src=x onerror=alert(1)>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<img src="javascript:alert(1)">',
  '<img/src=x/onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<object data="javascript:alert(1)"></object>',
  '<span style="x:expression(alert(1))">x</span>',
  '<!--<img src=x onerror=alert(1)>-->',
];

describe('the rich-text sanitiser', () => {
  it('keeps the editor formatting it allows', () => {
    const html =
      '<p style="color: #38ADAB; text-align: center">标题<strong>加粗</strong><em>斜体</em><u>下划线</u><br>' +
      '<img src="/api/files/s/0192.png" alt="图" width="120"><a href="https://example.com" target="_blank" rel="noopener noreferrer">链接</a></p>';
    expect(sanitizeRichText(html)).toBe(html);
    // The welcome text of the issue: the formatting stays, the image loses its handler.
    expect(sanitizeRichText('<p>你好 <strong>世界</strong></p><img src=x onerror=alert(1)>')).toBe(
      '<p>你好 <strong>世界</strong></p><img src="x">',
    );
    expect(sanitizeRichText('a &lt; b &amp; c')).toBe('a &lt; b &amp; c');
  });

  it('removes every script vector; DOMPurify finds nothing more to remove in its output', () => {
    for (const attack of ATTACKS) {
      const clean = sanitizeRichText(attack);
      expect(clean, attack).not.toMatch(
        /<script|<body|<form|<object|<details|\son\w+=|javascript:|vbscript:|data:text|<iframe|<svg|<style|url\(|expression/i,
      );
      // What DOMPurify keeps of our output is the same markup: nothing dangerous was left for it to cut.
      const fragment = (html: string) => {
        const holder = document.createElement('div');
        holder.innerHTML = html;
        return holder.innerHTML;
      };
      expect(fragment(purify.sanitize(clean)), attack).toBe(fragment(clean));
    }
  });

  it('gives every link rel="noopener noreferrer", once, whatever the designer wrote', () => {
    expect(sanitizeRichText('<a href="https://a.example" rel="opener" target="_blank">a</a>')).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a>',
    );
    const once = sanitizeRichText('<a href="https://a.example">a</a>');
    expect(sanitizeRichText(once)).toBe(once);
  });

  it('turns stray brackets into text and drops comments', () => {
    expect(sanitizeRichText('1 < 2 > 0<!-- hidden -->')).toBe('1 &lt; 2 &gt; 0');
    expect(sanitizeRichText('<unknown>text</unknown>')).toBe('text');
  });

  it('decodes a numeric reference that names no code point as U+FFFD instead of throwing', () => {
    // 400 digits parse to Infinity: String.fromCodePoint(NaN) threw, and every rich-text save answered 500.
    expect(sanitizeRichText(`<a title='&#${'9'.repeat(400)};'>x</a>`)).toBe(
      '<a title="\uFFFD" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText(`<a title="&#x${'f'.repeat(60)};">x</a>`)).toBe(
      '<a title="\uFFFD" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a title="&#1114112;&#0;&#xD800;&#xDFFF;">x</a>')).toBe(
      '<a title="\uFFFD\uFFFD\uFFFD\uFFFD" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a title="&#20320;&#x597D;&#128512;">x</a>')).toBe(
      '<a title="你好😀" rel="noopener noreferrer">x</a>',
    );
  });

  it('drops control characters that a reference decodes to inside an attribute', () => {
    expect(sanitizeRichText('<a title="a&#1;b&#x1F;c">x</a>')).toBe(
      '<a title="abc" rel="noopener noreferrer">x</a>',
    );
  });
});
