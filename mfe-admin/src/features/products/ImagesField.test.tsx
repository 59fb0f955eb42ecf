import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createAppStore, setCredentials, setRuntimeConfig } from '@kirana/shared';
import { ImagesField } from './ImagesField';
import { mockApi, type RecordedCall, renderWithRouter, TEST_API } from '@kirana/shared/testing';

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });
const admin = {
  _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  name: 'Store',
  phoneNumber: '9000000000',
  isAdmin: true,
  userAddresses: [],
  token: 'admin-token',
};

/** The field in a form of its own, showing what the form would save. */
function PicturesForm({ initial = [], max = 6 }: { initial?: string[]; max?: number }) {
  const [images, setImages] = useState(initial);
  return (
    <>
      <ImagesField value={images} onChange={setImages} max={max} subject="Malai Paneer" />
      <output aria-label="Saved pictures">{images.join(' | ')}</output>
    </>
  );
}

function render(
  answer: (call: RecordedCall) => { status?: number; body: unknown },
  props: { initial?: string[]; max?: number } = {},
) {
  setRuntimeConfig({ apiHost: TEST_API });
  const store = createAppStore();
  store.dispatch(setCredentials(admin));
  const calls = mockApi(answer);
  renderWithRouter(<PicturesForm {...props} />, '/products', { store });
  return calls;
}

let uploads = 0;
const uploaded = () => {
  uploads += 1;
  return {
    status: 201,
    body: {
      url: `${TEST_API}/uploads/${String(uploads).padStart(32, '0')}.png`,
      path: `/uploads/${String(uploads).padStart(32, '0')}.png`,
    },
  };
};
const saved = () => screen.getByRole('status', { name: 'Saved pictures' }).textContent;

beforeEach(() => {
  uploads = 0;
});

describe('pictures: upload with preview, reorder, remove', () => {
  it('a chosen file is sent to POST /api/upload as multipart with the admin’s token, and shown from the address it answers', async () => {
    const append = jest.spyOn(FormData.prototype, 'append');
    const calls = render(uploaded);
    const file = png('paneer.png');
    await userEvent.upload(screen.getByLabelText('Upload a picture of Malai Paneer'), file);

    const picture = await screen.findByRole('img', { name: 'Malai Paneer (1)' });
    expect(picture).toHaveAttribute('src', `${TEST_API}/uploads/00000000000000000000000000000001.png`);
    expect(saved()).toBe(`${TEST_API}/uploads/00000000000000000000000000000001.png`);
    expect(calls).toHaveLength(1);
    const [upload] = calls;
    expect(upload!.method).toBe('POST');
    expect(upload!.url).toBe(`${TEST_API}/api/upload`);
    expect(upload!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload!.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(upload!.headers.get('X-Kirana-Client')).toBe('web');
    expect(append).toHaveBeenCalledWith('image', file, 'paneer.png');
  });

  it('pictures move earlier or later and can be removed; the first is marked as shown first', async () => {
    render(uploaded);
    await userEvent.upload(screen.getByLabelText('Upload a picture of Malai Paneer'), [
      png('a.png'),
      png('b.png'),
      png('c.png'),
    ]);
    await screen.findByRole('img', { name: 'Malai Paneer (3)' });
    const one = `${TEST_API}/uploads/00000000000000000000000000000001.png`;
    const two = `${TEST_API}/uploads/00000000000000000000000000000002.png`;
    const three = `${TEST_API}/uploads/00000000000000000000000000000003.png`;
    expect(saved()).toBe([one, two, three].join(' | '));
    expect(
      within(screen.getByRole('list', { name: 'Pictures of Malai Paneer' })).getAllByRole('listitem')[0],
    ).toHaveTextContent('Shown first');

    await userEvent.click(screen.getByRole('button', { name: 'Move picture 3 earlier' }));
    expect(saved()).toBe([one, three, two].join(' | '));
    await userEvent.click(screen.getByRole('button', { name: 'Move picture 1 later' }));
    expect(saved()).toBe([three, one, two].join(' | '));
    expect(screen.getByRole('button', { name: 'Move picture 1 earlier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move picture 3 later' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Remove picture 2' }));
    expect(saved()).toBe([three, two].join(' | '));
    expect(screen.getAllByRole('img')).toHaveLength(2);
  });

  it('a refused upload says why, and adds nothing', async () => {
    render(() => ({
      status: 400,
      body: { message: 'That file is not a JPEG, PNG or WebP image. Choose a photo in one of those formats.' },
    }));
    await userEvent.upload(screen.getByLabelText('Upload a picture of Malai Paneer'), png('notes.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'notes.png: That file is not a JPEG, PNG or WebP image. Choose a photo in one of those formats.',
    );
    expect(screen.queryByRole('img', { name: /^Malai Paneer \(\d+\)$/ })).toBeNull();
    expect(saved()).toBe('');
  });

  it('says the 2 MB limit before a file is chosen, and refuses a bigger one without sending it', async () => {
    const calls = render(uploaded);
    expect(screen.getByText(/JPEG, PNG or WebP, at most 2 MB each/)).toBeInTheDocument();
    const big = new File([new Uint8Array(3 * 1024 * 1024)], 'shop-front.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Upload a picture of Malai Paneer'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'shop-front.png is 3 MB: choose a picture of at most 2 MB.',
    );
    expect(calls).toEqual([]);
    expect(saved()).toBe('');
  });

  it('no more than the limit are kept: the Add button stops there', async () => {
    const calls = render(uploaded, { max: 2, initial: [`${TEST_API}/uploads/${'a'.repeat(32)}.png`] });
    await userEvent.upload(screen.getByLabelText('Upload a picture of Malai Paneer'), [png('a.png'), png('b.png')]);
    await screen.findByRole('img', { name: 'Malai Paneer (2)' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A product keeps at most 2 pictures: only the first is added.',
    );
    expect(calls).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add another picture' })).toBeDisabled());
  });

  it('a single-picture field (a category’s) replaces its picture', async () => {
    render(uploaded, { max: 1, initial: [`${TEST_API}/images/seed/category-dairy.svg`] });
    await userEvent.click(screen.getByRole('button', { name: 'Replace picture' }));
    await userEvent.upload(screen.getByLabelText('Upload a picture of Malai Paneer'), png('dairy.png'));
    await waitFor(() => expect(saved()).toBe(`${TEST_API}/uploads/00000000000000000000000000000001.png`));
  });
});
