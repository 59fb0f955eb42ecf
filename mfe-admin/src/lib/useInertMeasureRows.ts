import { useEffect } from 'react';

const MEASURE_ROW = 'tr.ant-table-measure-row';

/**
 * antd's tables draw a hidden row that copies each column's title to measure it (aria-hidden, zero
 * height). A title with a control in it (the select-all checkbox of a table with ticks) is then a
 * control nobody can see that Tab still reaches (axe: aria-hidden-focus). Those rows are made
 * inert: out of the tab order, as they are out of sight and of the accessibility tree.
 */
export function useInertMeasureRows(): void {
  useEffect(() => {
    const mark = () => {
      for (const row of document.querySelectorAll<HTMLElement>(`${MEASURE_ROW}:not([inert])`))
        row.setAttribute('inert', '');
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
}
