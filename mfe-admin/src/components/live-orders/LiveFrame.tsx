import type { ReactNode } from 'react';
import { NewOrderNotice } from './NewOrderNotice';
import { NewOrdersProvider, useNewOrderCue } from './useNewOrderCue';

function Notice() {
  return <NewOrderNotice cue={useNewOrderCue()} />;
}

/**
 * What every admin page sits in: the new-order watch (title count, alarm, catching up after a
 * reconnect) and its notice above the page, wherever the admin is.
 */
export function LiveFrame({ children }: { children: ReactNode }) {
  return (
    <NewOrdersProvider>
      <Notice />
      {children}
    </NewOrdersProvider>
  );
}
