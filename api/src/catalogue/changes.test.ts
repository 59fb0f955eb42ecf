import { CatalogueChanges, type CatalogueChange } from './changes';

function changes(stockEveryMs = 250) {
  const forgotten: CatalogueChange[] = [];
  const published: string[] = [];
  const subject = new CatalogueChanges({
    forget: (change) => forgotten.push(change),
    transport: { publish: async (payload) => void published.push(payload) },
    stockEveryMs,
    reportError: (error) => {
      throw error;
    },
  });
  return { subject, forgotten, published };
}

afterEach(() => jest.useRealTimers());

describe('CatalogueChanges', () => {
  it('an admin’s change is forgotten here and told to the others at once, every time', () => {
    const { subject, forgotten, published } = changes();
    subject.changed('assortment');
    subject.changed('assortment');
    expect(forgotten).toEqual(['assortment', 'assortment']);
    expect(published).toHaveLength(2);
    expect(published[0]).toMatch(/^[0-9a-f-]{36}:assortment$/);
  });

  it('stock moved by orders: the first at once, the rest of the spell once at its end', () => {
    jest.useFakeTimers();
    const { subject, forgotten, published } = changes(250);
    subject.changed('stock');
    expect(forgotten).toEqual(['stock']);
    for (let i = 0; i < 50; i += 1) subject.changed('stock');
    expect(forgotten).toEqual(['stock']);
    jest.advanceTimersByTime(249);
    expect(forgotten).toEqual(['stock']);
    jest.advanceTimersByTime(1);
    expect(forgotten).toEqual(['stock', 'stock']);
    expect(published).toHaveLength(2);
    jest.advanceTimersByTime(1_000);
    expect(forgotten).toHaveLength(2); // nothing more happened, nothing more told
    subject.changed('stock'); // after a quiet spell: at once again
    expect(forgotten).toHaveLength(3);
    subject.close();
  });

  it('forgets what other instances tell, ignores what it told itself, and anything else heard', () => {
    const { subject, forgotten, published } = changes();
    subject.changed('assortment');
    subject.heard(published[0]!);
    expect(forgotten).toEqual(['assortment']);
    subject.heard('another-instance:stock');
    subject.heard('db:assortment');
    subject.heard('someone:drop table');
    subject.heard('');
    expect(forgotten).toEqual(['assortment', 'stock', 'assortment']);
  });

  it('a gap in what was heard (the listening connection came back) forgets everything', () => {
    const { subject, forgotten } = changes();
    subject.gap();
    expect(forgotten).toEqual(['assortment']);
  });

  it('once closed, a pending stock change is dropped', () => {
    jest.useFakeTimers();
    const { subject, forgotten } = changes(250);
    subject.changed('stock');
    subject.changed('stock');
    subject.close();
    jest.advanceTimersByTime(1_000);
    expect(forgotten).toEqual(['stock']);
  });
});
