/** @jest-environment node */
import { internalAddress, serverEntryOf } from './serverRemotes';

describe('where the storefront server fetches a remote', () => {
  it('finds the server build beside the browser build’s manifest', () => {
    expect(serverEntryOf('https://cdn.test/catalog/1.4.0/mf-manifest.json')).toBe(
      'https://cdn.test/catalog/1.4.0/server/remoteEntry.js',
    );
  });

  it('fetches what is named under the public origin through the internal one, and anything else as named', () => {
    const at = internalAddress('https://shop.example.com', 'http://proxy:8080/');
    expect(at('https://shop.example.com/mfe/catalog/mf-manifest.json')).toBe(
      'http://proxy:8080/mfe/catalog/mf-manifest.json',
    );
    expect(at('https://shop.example.com.evil.test/mf-manifest.json')).toBe(
      'https://shop.example.com.evil.test/mf-manifest.json',
    );
    expect(at('https://cdn.test/catalog/mf-manifest.json')).toBe('https://cdn.test/catalog/mf-manifest.json');
    expect(internalAddress('https://shop.example.com', undefined)('https://shop.example.com/a')).toBe(
      'https://shop.example.com/a',
    );
  });
});
