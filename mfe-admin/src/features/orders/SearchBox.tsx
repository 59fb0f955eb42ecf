import { Input } from 'antd';
import { useEffect, useState } from 'react';
import { ADMIN_SEARCH_MAX_LENGTH } from '@kirana/shared';
import { useT } from '../../i18n';

/** Typing pauses this long before the queue is searched (one request per pause, not per key). */
export const SEARCH_DEBOUNCE_MS = 350;

/** Search by order number or phone (or name). Enter searches at once; clearing shows everything again. */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const t = useT();
  const [text, setText] = useState(value);

  // Follow the URL when it changes from elsewhere (Back, 'Clear filters'), but keep what is being typed.
  useEffect(() => setText((current) => (current.trim() === value.trim() ? current : value)), [value]);

  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <Input
      type="search"
      className="kn-adm-queue-search"
      value={text}
      maxLength={ADMIN_SEARCH_MAX_LENGTH}
      placeholder={t('Order no. or phone')}
      aria-label={t('Search by order number or phone')}
      allowClear
      onChange={(event) => setText(event.target.value)}
      onPressEnter={() => onSearch(text)}
    />
  );
}
