/**
 * jsdom, plus the web platform globals Node has and jsdom lacks (fetch and friends,
 * TextEncoder, streams). AbortController comes from Node too: undici's Request refuses
 * jsdom's AbortSignal.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'TextEncoder',
  'TextDecoder',
  'fetch',
  'Request',
  'Response',
  'Headers',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'structuredClone',
  'AbortController',
  'AbortSignal',
];

class DomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const key of FROM_NODE) {
      if (key === 'AbortController' || key === 'AbortSignal' || this.global[key] === undefined)
        this.global[key] = globalThis[key];
    }
  }
}

module.exports = DomEnvironment;
