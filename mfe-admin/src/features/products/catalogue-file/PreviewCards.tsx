import { Pagination } from 'antd';
import { useState } from 'react';
import { useT } from '../../../i18n';
import type { PreviewRow, RowKind } from './previewRows';

/** As many rows a page as the table shows. */
export const PREVIEW_PAGE_SIZE = 50;

export interface PreviewCardsProps {
  rows: PreviewRow[];
  kindLabel: Record<RowKind, string>;
}

/** A row's problems, what it adds, or what it changes: one item each (the table's cell, the card's body). */
export function RowDetails({ details }: { details: string[] }) {
  return (
    <ul className="kn-adm-file__details">
      {details.map((detail) => (
        <li key={detail}>{detail}</li>
      ))}
    </ul>
  );
}

/**
 * The preview's rows as cards, for a phone: the line, what it does and the product on top, then
 * every problem or change in full width, where the table would put them off screen to the right.
 */
export function PreviewCards({ rows, kindLabel }: PreviewCardsProps) {
  const t = useT();
  const [page, setPage] = useState(1);
  const shown = rows.slice((page - 1) * PREVIEW_PAGE_SIZE, page * PREVIEW_PAGE_SIZE);
  if (rows.length === 0) return <p className="kn-adm-muted">{t('No rows here')}</p>;
  return (
    <>
      <ul className="kn-adm-file__cards" aria-label={t('Rows shown')}>
        {shown.map((row) => (
          <li
            key={`${row.kind}-${row.line}`}
            className={`kn-adm-file__card${row.kind === 'invalid' ? ' kn-adm-file__bad' : ''}`}
          >
            <div className="kn-adm-file__card-head">
              <span>{t('Line {line}', { line: row.line })}</span>
              <span className={`kn-adm-file__kind kn-adm-file__kind--${row.kind}`}>{kindLabel[row.kind]}</span>
            </div>
            {(row.name || row.sku) && (
              <div className="kn-adm-file__card-product">
                {row.name && <strong>{row.name}</strong>}
                {row.sku && <span className="kn-adm-muted">{row.sku}</span>}
              </div>
            )}
            <RowDetails details={row.details} />
          </li>
        ))}
      </ul>
      {rows.length > PREVIEW_PAGE_SIZE && (
        <Pagination
          simple
          className="kn-adm-product-cards__pages"
          current={page}
          pageSize={PREVIEW_PAGE_SIZE}
          total={rows.length}
          onChange={setPage}
        />
      )}
    </>
  );
}
