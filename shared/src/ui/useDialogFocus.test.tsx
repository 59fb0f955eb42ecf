import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState, type ReactNode } from 'react';
import { useDialogFocus } from './useDialogFocus';

function Dialog({ name, onClose, children }: { name: string; onClose: () => void; children?: ReactNode }) {
  const panel = useRef<HTMLDivElement>(null);
  useDialogFocus(true, panel, onClose);
  return (
    <div ref={panel} role="dialog" aria-label={name}>
      <button type="button">first in {name}</button>
      {children}
      <button type="button">last in {name}</button>
    </div>
  );
}

function Page({ nested = false }: { nested?: boolean }) {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(nested);
  return (
    <>
      <button type="button" onClick={() => setOuter(true)}>
        open
      </button>
      {outer && (
        <Dialog name="outer" onClose={() => setOuter(false)}>
          {inner && <Dialog name="inner" onClose={() => setInner(false)} />}
        </Dialog>
      )}
    </>
  );
}

describe('useDialogFocus', () => {
  it('moves focus in, keeps Tab inside, closes on Escape and gives focus back', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByRole('button', { name: 'first in outer' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'first in outer' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'last in outer' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'open' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('Escape in a dialog inside another closes only the inner one', async () => {
    render(<Page nested />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    screen.getByRole('button', { name: 'first in inner' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'inner' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'outer' })).toBeInTheDocument();
  });
});
