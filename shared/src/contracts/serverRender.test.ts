import type { ServerRenderedPage } from './serverRender';

/** A fresh copy of the module (it reads the page once), with `html` as the document's body. */
function readWith(html: string): ServerRenderedPage | null {
  document.body.innerHTML = html;
  let page: ServerRenderedPage | null = null;
  jest.isolateModules(() => {
    page = (jest.requireActual('./serverRender') as typeof import('./serverRender')).serverRenderedPage();
  });
  return page;
}

describe('serverRenderedPage', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('reads the payload from the JSON data block, the way the server writes it', () => {
    const { scriptSafeJson } = jest.requireActual('./serverRender') as typeof import('./serverRender');
    const payload = {
      remote: 'mfe_catalog',
      config: { apiHost: 'http://api.test' },
      remotes: {},
      api: { name: '</script><b>' },
    };
    expect(
      readWith(
        `<div id="root"></div><script type="application/json" id="__KIRANA_SSR__">${scriptSafeJson(payload)}</script>`,
      ),
    ).toEqual(payload);
  });

  it('is null on a page the browser draws, and on a cut-off payload', () => {
    expect(readWith('<div id="root"></div>')).toBeNull();
    expect(readWith('<script type="application/json" id="__KIRANA_SSR__">{"remote":"mfe_cat</script>')).toBeNull();
  });
});
