import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchLocale } from '@kirana/shared';
import { RemoteBoundary } from './RemoteBoundary';

function Broken({ attempt }: { attempt: number }): React.ReactNode {
  if (attempt === 0) throw new Error('remote down');
  return <p>catalogue loaded</p>;
}

/** A remote still loading: suspends for good. */
const never = new Promise<never>(() => undefined);
function Pending(): React.ReactNode {
  throw never;
}

describe('RemoteBoundary', () => {
  it('shows a calm message with Retry when a remote fails, and loads it again on Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<RemoteBoundary remote="mfe_catalog">{(attempt) => <Broken attempt={attempt} />}</RemoteBoundary>);
    expect(screen.getByRole('alert')).toHaveTextContent('We couldn’t load the shop just now.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('catalogue loaded')).toBeInTheDocument();
  });

  it('names the part it is loading in the language shown', async () => {
    const { unmount } = render(<RemoteBoundary remote="mfe_catalog">{() => <Pending />}</RemoteBoundary>);
    expect(screen.getByRole('status', { name: 'Loading the shop' })).toBeInTheDocument();
    unmount();
    await switchLocale('hi');
    try {
      render(<RemoteBoundary remote="mfe_catalog">{() => <Pending />}</RemoteBoundary>);
      expect(screen.getByRole('status', { name: 'दुकान लोड हो रहा है' })).toBeInTheDocument();
    } finally {
      await act(() => switchLocale('en'));
    }
  });
});
