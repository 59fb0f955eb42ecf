import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdminPage, setScreenWidth } from '../../testing';
import { NotFoundPage } from './NotFoundPage';

// antd picks its layout by screen width: a desk unless a test says phone.
beforeEach(() => setScreenWidth(1280));

describe('admin not-found page', () => {
  it('says the screen does not exist and links to the dashboard', async () => {
    renderAdminPage(<NotFoundPage />, { pattern: '*', path: '/reprots', elsewhere: ['/'] });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText(/There is no admin screen at \/reprots/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the dashboard' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
