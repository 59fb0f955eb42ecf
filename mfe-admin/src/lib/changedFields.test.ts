import { changedFields } from './changedFields';

describe('changedFields', () => {
  const opened = { name: 'Toned Milk', stock: 34, images: ['/a.png', '/b.png'], isActive: true };

  it('keeps only the fields whose value differs from what the form opened with', () => {
    expect(changedFields(opened, { ...opened, name: 'Toned Milk 1 L', isActive: false })).toEqual({
      name: 'Toned Milk 1 L',
      isActive: false,
    });
  });

  it('is empty when nothing changed, arrays compared by their items', () => {
    expect(changedFields(opened, { ...opened, images: ['/a.png', '/b.png'] })).toEqual({});
  });

  it('a reordered or shortened list of pictures is a change', () => {
    expect(changedFields(opened, { ...opened, images: ['/b.png', '/a.png'] })).toEqual({
      images: ['/b.png', '/a.png'],
    });
    expect(changedFields(opened, { ...opened, images: ['/a.png'] })).toEqual({ images: ['/a.png'] });
  });

  it('a count set back to what it opened with is no change, and 0 is a value', () => {
    expect(changedFields(opened, { ...opened, stock: 34 })).toEqual({});
    expect(changedFields(opened, { ...opened, stock: 0 })).toEqual({ stock: 0 });
  });
});
