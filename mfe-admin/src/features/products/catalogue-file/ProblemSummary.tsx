import { type CatalogueImportPreview, type Locale, readSentence } from '@kirana/shared';
import type { useT } from '../../../i18n';

/**
 * The file's problems counted by kind, most frequent first, each with its first line; and, when the
 * preview lists only the first rows with problems (a file of thousands), how many of them it shows.
 * Drawn in the panel's language (its `t` and locale), so it changes with the panel.
 */
export function ProblemSummary({
  preview,
  count,
  t,
  locale,
}: {
  preview: CatalogueImportPreview;
  count: (n: number) => string;
  t: ReturnType<typeof useT>;
  locale: Locale;
}) {
  if (preview.problemCount === 0) return null;
  return (
    <section className="kn-adm-file__kinds" aria-label={t('Problems by kind')}>
      {preview.invalidRows > preview.invalid.length && (
        <p role="note">
          {t('The table shows the first {shown} of {total} rows with problems; every problem is counted below.', {
            shown: count(preview.invalid.length),
            total: count(preview.invalidRows),
          })}
        </p>
      )}
      <ul>
        {preview.problemKinds.map((kind) => (
          <li key={kind.sentence.text}>
            {t('{count} × {problem} (first on line {line})', {
              count: count(kind.count),
              problem: locale === 'en' ? kind.problem : readSentence(kind.sentence, t),
              line: kind.line,
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
