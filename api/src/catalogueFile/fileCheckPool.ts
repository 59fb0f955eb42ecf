import path from 'node:path';
import { Piscina } from 'piscina';
import type { FileCheckAnswer, FileCheckTask } from './checkFile';

/**
 * Where the worker's code is: beside the bundle in production (`scripts/build.ts` writes
 * `dist/catalogueFileWorker.cjs` next to `dist/server.cjs`), or the source entry that loads the
 * TypeScript through tsx when this module itself is TypeScript (tsx, jest).
 */
export const FILE_CHECK_WORKER = __filename.endsWith('.ts')
  ? path.join(__dirname, 'fileCheckWorker.cjs')
  : path.join(__dirname, 'catalogueFileWorker.cjs');

export interface FileChecker {
  check(task: FileCheckTask): Promise<FileCheckAnswer>;
  close(): Promise<void>;
}

/**
 * Reading and checking catalogue files off the event loop: a 20,000-row file takes seconds of CPU,
 * and every other request on the instance would wait for it. Threads start on the first file and
 * stop after a minute idle; two at most, so imports never take every core of a small machine.
 */
export function fileChecker(filename: string = FILE_CHECK_WORKER): FileChecker {
  let pool: Piscina<FileCheckTask, FileCheckAnswer> | null = null;
  return {
    check(task) {
      pool ??= new Piscina({ filename, minThreads: 0, maxThreads: 2, idleTimeout: 60_000 });
      return pool.run(task);
    },
    async close() {
      await pool?.destroy();
      pool = null;
    },
  };
}
