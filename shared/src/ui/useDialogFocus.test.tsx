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

function Loading() {
  const panel = useRef<HTMLDivElement>(null);
  useDialogFocus(true, panel, () => undefined);
  return (
    <div ref={panel} role="dialog" aria-label="form" tabIndex={-1}>
      <button type="button">close</button>
      <select aria-label="locality" data-autofocus disabled />
    </div>
  );
}

function Drawer({ open, action }: { open: boolean; action: string }) {
  const panel = useRef<HTMLDivElement>(null);
  useDialogFocus(open, panel, () => undefined);
  return (
    <div ref={panel} role="dialog" aria-label="drawer" inert={!open}>
      <button type="button">close drawer</button>
      <button type="button" key={action} data-focus-slot="action">
        {action}
      </button>
    </div>
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

  it('passes over a disabled [data-autofocus] (still loading) to the first control', () => {
    render(<Loading />);
    expect(screen.getByRole('button', { name: 'close' })).toHaveFocus();
  });

  it('a drawer that made way for another dialog gives the focus back where it was, or to the control in the same data-focus-slot', async () => {
    const { rerender } = render(<Drawer open action="Add Address" />);
    screen.getByRole('button', { name: 'Add Address' }).focus();
    rerender(<Drawer open={false} action="Add Address" />);
    rerender(<Drawer open action="Add Address" />);
    expect(screen.getByRole('button', { name: 'Add Address' })).toHaveFocus();
    rerender(<Drawer open={false} action="Add Address" />);
    rerender(<Drawer open={false} action="Click to Pay" />);
    rerender(<Drawer open action="Click to Pay" />);
    expect(screen.getByRole('button', { name: 'Click to Pay' })).toHaveFocus();
  });
});
