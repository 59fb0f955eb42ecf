import { checkCatalogueFile } from './checkFile';

/**
 * The worker thread's entry: piscina calls the default export with each task. The production build
 * bundles it as `dist/catalogueFileWorker.cjs`; from source, `fileCheckWorker.cjs` loads it through tsx.
 */
export default checkCatalogueFile;
