import { useEffect, useRef } from 'react';
import { DangerAlert } from '@kirana/shared';
import { useT } from '../../i18n';

/**
 * Why the address list was not saved (`useSaveAddresses`'s `problem`), after saying that it was not.
 * It scrolls itself into sight: on a phone the location sheet keeps the pressed address in place,
 * which would leave the sentence above the fold.
 */
export function SaveProblem({ problem }: { problem: string | null }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problem) box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [problem]);
  if (!problem) return null;
  return (
    <div ref={box}>
      <DangerAlert>
        {t('We couldn’t save your address.')} {problem}
      </DangerAlert>
    </div>
  );
}
