import { useEffect } from 'react';

/**
 * The tab's title while a page is shown, put back when it goes. Set in an effect rather than
 * rendered as a <title> element: a server-rendered page carries its title in its <head> (with its
 * link previews), and a second <title> rendered by React would not replace it.
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return;
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
