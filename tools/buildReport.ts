import { appendFileSync } from 'node:fs';
import type { Compiler } from '@rspack/core';
import { PrecompressPlugin, type PrecompressRun } from './precompress';

/** One compilation's line in the report scripts/build.ts reads (JSON, one a line). */
export interface CompilationReport {
  /** The compilation's name: the front end's (`shell`), or with `-server` for its server build. */
  name: string;
  /** Wall time from its start to its end, Zopfli's included. */
  ms: number;
  precompress?: PrecompressRun;
  warnings: number;
}

/**
 * With `KIRANA_BUILD_REPORT=<file>` (scripts/build.ts sets it), each production compilation appends
 * what it took to that file, so a build's log line can say where the time went.
 */
export class BuildReportPlugin {
  constructor(private readonly file: string) {}

  apply(compiler: Compiler): void {
    let started = Date.now();
    compiler.hooks.compile.tap('BuildReportPlugin', () => {
      started = Date.now();
    });
    compiler.hooks.done.tap('BuildReportPlugin', (stats) => {
      const precompress = compiler.options.plugins.find((plugin) => plugin instanceof PrecompressPlugin) as
        | PrecompressPlugin
        | undefined;
      const report: CompilationReport = {
        name: compiler.options.name ?? '?',
        ms: Date.now() - started,
        ...(precompress?.lastRun ? { precompress: precompress.lastRun } : {}),
        warnings: stats.compilation.warnings.length,
      };
      appendFileSync(this.file, `${JSON.stringify(report)}\n`);
    });
  }
}

/** The plugin when a report was asked for. */
export const buildReport = (): BuildReportPlugin[] =>
  process.env.KIRANA_BUILD_REPORT ? [new BuildReportPlugin(process.env.KIRANA_BUILD_REPORT)] : [];
