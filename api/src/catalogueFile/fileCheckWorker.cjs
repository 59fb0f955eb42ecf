// The worker's entry when the API runs from source (tsx, jest): a worker thread does not inherit
// jest's transform, so it registers tsx itself before loading the TypeScript entry.
require('tsx/cjs/api').register();
module.exports = require('./fileCheckWorker.ts');
