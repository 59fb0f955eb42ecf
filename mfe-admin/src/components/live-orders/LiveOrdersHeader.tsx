import { NewOrderNotice } from './NewOrderNotice';
import { SoundToggle } from './SoundToggle';
import type { NewOrderCue } from './useNewOrderCue';

/** A live screen's title with the chime switch beside it, and the new-order notice under it. */
export function LiveOrdersHeader({ id, title, cue }: { id: string; title: string; cue: NewOrderCue }) {
  return (
    <>
      <header className="kn-adm-queue-head">
        <h1 id={id} className="kn-adm-page-title">
          {title}
        </h1>
        <SoundToggle />
      </header>
      <NewOrderNotice cue={cue} />
    </>
  );
}
