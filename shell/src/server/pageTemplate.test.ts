import { pageEnd, pageStart, pageTemplate } from './pageTemplate';

const INDEX =
  '<!doctype html><html><head><meta name="description" content="Groceries"><title>Kirana Now</title><script src="/main.1.js" type="module"></script></head><body><div id="root"></div></body></html>';

describe('the server-rendered page around the shell’s index.html', () => {
  const template = pageTemplate(INDEX);

  it('puts the page’s own title and description in place of the defaults, with its stylesheets', () => {
    const start = pageStart(template, {
      head: '<title>Toned Milk — Kirana Now</title><meta name="description" content="Fresh milk">',
      styles: ['/app.1.css', 'http://cdn.test/catalog/a.css?x="y"'],
    });
    expect(start).not.toContain('<title>Kirana Now</title>');
    expect(start).not.toContain('content="Groceries"');
    expect(start).toContain(
      '<title>Toned Milk — Kirana Now</title><meta name="description" content="Fresh milk"><link rel="stylesheet" href="/app.1.css">',
    );
    expect(start).toContain('<link rel="stylesheet" href="http://cdn.test/catalog/a.css?x=&quot;y&quot;"></head>');
    expect(start).not.toContain('rel="preload"');
    expect(start.endsWith('<div id="root">')).toBe(true);
  });

  it('keeps the defaults when the page has none of its own', () => {
    const start = pageStart(template, { head: '<link rel="canonical" href="http://shop.test/">', styles: [] });
    expect(start).toContain('<title>Kirana Now</title>');
    expect(start).toContain('content="Groceries"');
  });

  it('closes the root and carries the payload before the body ends, as a JSON data block safe inside a script', () => {
    const end = pageEnd(template, {
      remote: 'mfe_catalog',
      config: { apiHost: 'http://api.test' },
      remotes: {},
      api: { name: '</script><script>alert(1)</script>' },
    });
    expect(end.startsWith('</div><script type="application/json" id="__KIRANA_SSR__">{')).toBe(true);
    expect(end).not.toContain('</script><script>alert(1)');
    expect(end).toContain('\\u003c/script\\u003e');
    expect(end.endsWith('</script></body></html>')).toBe(true);
  });

  it('refuses an index.html without an empty root', () => {
    expect(() => pageTemplate('<html><body><main></main></body></html>')).toThrow(/no empty <div id="root">/);
  });
});
