/**
 * One Zopfli compressor on a thread of its own (precompress.ts runs a few of them side by side).
 * Gets `{ id, body, iterations }`, answers `{ id, zipped }`: the same bytes @gfx/zopfli gives on the
 * main thread, because it is the same WebAssembly build with the same options.
 */
const { parentPort } = require('node:worker_threads');
const { gzipAsync } = require('@gfx/zopfli');

parentPort.on('message', ({ id, body, iterations }) => {
  gzipAsync(Buffer.from(body), { numiterations: iterations }).then(
    (zipped) => parentPort.postMessage({ id, zipped }, [zipped.buffer]),
    (error) => parentPort.postMessage({ id, error: String(error?.stack ?? error) }),
  );
});
