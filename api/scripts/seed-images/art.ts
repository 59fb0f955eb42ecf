// How each seed tile is drawn. Kept here, not in catalogue.ts, so the catalogue stays the
// plain shape the seed CLI loads. Codepoints name files in @twemoji/svg.

export type PackShape = 'pouch' | 'box' | 'bottle' | 'jar' | 'tub';

export interface EmojiArt {
  kind: 'emoji';
  code: string;
  /** fill colour swaps, e.g. to turn the red chilli emoji green */
  recolour?: Readonly<Record<string, string>>;
}

export interface PackArt {
  kind: 'pack';
  shape: PackShape;
  /** packet colour; defaults to the category colour */
  colour?: string;
  /** text printed on the packet; defaults to the product name without any "(…)" */
  label?: string;
}

export type ProductArt = EmojiArt | PackArt;

export interface CategoryArt {
  colour: string;
  /** drawn back-left, back-right, then front-centre */
  emojis: readonly [string, string, string];
}

const emoji = (code: string, recolour?: Readonly<Record<string, string>>): EmojiArt =>
  recolour ? { kind: 'emoji', code, recolour } : { kind: 'emoji', code };

const pack = (shape: PackShape, colour?: string, label?: string): PackArt => ({
  kind: 'pack',
  shape,
  ...(colour ? { colour } : {}),
  ...(label ? { label } : {}),
});

export const categoryArt: Readonly<Record<string, CategoryArt>> = {
  'fruits-vegetables': { colour: '#37B24D', emojis: ['1f34e', '1f96c', '1f345'] },
  dairy: { colour: '#339AF0', emojis: ['1f9c0', '1f9c8', '1f95b'] },
  'bread-eggs': { colour: '#F59F00', emojis: ['1f95a', '1f950', '1f35e'] },
  'atta-rice-dal': { colour: '#B07A3B', emojis: ['1f33e', '1fad8', '1f35a'] },
  'masala-oil-ghee': { colour: '#E8590C', emojis: ['1f336', '1f9c4', '1fada'] },
  'snacks-munchies': { colour: '#F03E3E', emojis: ['1f36a', '1f36b', '1f37f'] },
  'cold-drinks-juices': { colour: '#15AABF', emojis: ['1f9c3', '1f9ca', '1f964'] },
  'cleaning-household': { colour: '#7950F2', emojis: ['1f9fd', '1faa3', '1f9f9'] },
  'personal-care': { colour: '#E64980', emojis: ['1f9fc', '1faa5', '1f9f4'] },
};

export const productArt: Readonly<Record<string, ProductArt>> = {
  // Fruits & Vegetables
  'tomato-hybrid': emoji('1f345'),
  onion: emoji('1f9c5'),
  potato: emoji('1f954'),
  'coriander-leaves': emoji('1f33f'),
  lemon: emoji('1f34b'),
  'carrot-orange': emoji('1f955'),
  'banana-robusta': emoji('1f34c'),
  'apple-shimla': emoji('1f34e'),
  'green-chilli': emoji('1f336', { '#DA2F47': '#4E9A2B', '#77B255': '#2D6A1B' }),
  ginger: emoji('1fada'),
  garlic: emoji('1f9c4'),
  cucumber: emoji('1f952'),
  'capsicum-green': emoji('1fad1'),
  'spinach-palak': emoji('1f96c'),
  'brinjal-bharta': emoji('1f346'),
  'mango-alphonso': emoji('1f96d'),
  'orange-nagpur': emoji('1f34a'),

  // Dairy
  'toned-milk': emoji('1f95b'),
  'full-cream-milk': pack('pouch', '#E8A317'),
  'kesar-badam-flavoured-milk': pack('bottle', '#F08C00', 'Kesar Badam Milk'),
  'chocolate-flavoured-milk': pack('bottle', '#7B4A2D', 'Chocolate Milk'),
  'fresh-dahi': pack('tub'),
  'malai-paneer': pack('box', '#1C7ED6'),
  'salted-butter': emoji('1f9c8'),
  'cheese-slices': emoji('1f9c0'),
  'masala-chaas': pack('pouch', '#40C057'),
  'sweet-lassi': pack('tub', '#F06595'),
  'vanilla-ice-cream': emoji('1f368'),
  'fresh-cream': pack('box', '#4DABF7'),

  // Bread & Eggs
  'milk-bread': emoji('1f35e'),
  'brown-bread': pack('pouch', '#A0522D'),
  'multigrain-bread': pack('pouch', '#C07F3E'),
  'ladi-pav': pack('pouch', '#F59F00'),
  'white-eggs': emoji('1f95a'),
  'white-eggs-tray': emoji('1f95a'),
  'brown-eggs': emoji('1f95a', { '#F7DECE': '#D9A070', '#E0AA94': '#B9773F' }),
  'butter-croissant': emoji('1f950'),
  'suji-rusk': pack('box', '#D9822B'),
  'chocolate-muffin': emoji('1f9c1'),
  kulcha: emoji('1fad3'),
  'burger-buns': pack('pouch', '#E8A317'),

  // Atta, Rice & Dal
  'whole-wheat-atta': pack('pouch', '#C9822B'),
  'basmati-rice': emoji('1f35a'),
  'sona-masoori-rice': pack('pouch', '#2B8A3E'),
  'toor-dal': pack('pouch', '#F59F00'),
  'moong-dal': pack('pouch', '#66A80F'),
  'masoor-dal': pack('pouch', '#E8590C'),
  'chana-dal': pack('pouch', '#A0522D'),
  rajma: emoji('1fad8'),
  besan: pack('pouch', '#FAB005'),
  sugar: pack('pouch', '#339AF0'),
  'iodised-salt': emoji('1f9c2'),
  'thick-poha': pack('pouch', '#F76707'),
  'bombay-rava': pack('pouch', '#1971C2', 'Rava (Sooji)'),

  // Masala, Oil & Ghee
  'sunflower-oil': pack('bottle', '#FAB005', 'Sunflower Oil'),
  'mustard-oil': pack('bottle', '#E67700', 'Mustard Oil'),
  'groundnut-oil': pack('bottle', '#C77D2E', 'Groundnut Oil'),
  'cow-ghee': pack('jar', '#E8A317', 'Cow Ghee'),
  'turmeric-powder': pack('box', '#F2B705'),
  'kashmiri-chilli-powder': pack('box', '#C92A2A', 'Kashmiri Chilli'),
  'garam-masala': pack('box', '#A61E4D'),
  jeera: pack('pouch', '#8D6E4F', 'Jeera'),
  'mustard-seeds': pack('pouch', '#5C3D2E'),
  hing: pack('jar', '#2B8A3E'),
  'dhania-powder': pack('box', '#5C940D'),

  // Snacks & Munchies
  'salted-potato-chips': pack('pouch', '#FCC419', 'Salted Chips'),
  'masala-potato-chips': pack('pouch', '#1C7ED6', 'Masala Chips'),
  'aloo-bhujia': pack('pouch', '#E03131'),
  'khatta-meetha': pack('pouch', '#F76707', 'Khatta Meetha'),
  'glucose-biscuits': pack('box', '#FAB005'),
  'choco-chip-cookies': emoji('1f36a'),
  'milk-chocolate-bar': emoji('1f36b'),
  'butter-popcorn': emoji('1f37f'),
  'masala-instant-noodles': emoji('1f35c'),
  'roasted-peanuts': emoji('1f95c'),
  'methi-khakhra': pack('box', '#66A80F'),

  // Cold Drinks & Juices
  cola: emoji('1f964'),
  'lemon-lime-soda': pack('bottle', '#2F9E44', 'Lemon Lime'),
  'mixed-fruit-juice': emoji('1f9c3'),
  'mango-drink': pack('bottle', '#FAB005'),
  'orange-juice': pack('box', '#FD7E14', 'Orange Juice'),
  'tender-coconut-water': emoji('1f965'),
  'packaged-drinking-water': pack('bottle', '#4DABF7', 'Drinking Water'),
  'soda-water': pack('bottle', '#15AABF'),
  'lemon-iced-tea': pack('bottle', '#C9822B'),
  'cold-coffee': pack('bottle', '#6F4E37'),

  // Cleaning & Household
  'detergent-powder': pack('pouch', '#1971C2'),
  'liquid-detergent': pack('bottle', '#7048E8'),
  'dishwash-bar': pack('box', '#FAB005', 'Dishwash Bar'),
  'dishwash-gel': pack('bottle', '#40C057', 'Dishwash Gel'),
  'floor-cleaner': pack('bottle', '#F76707', 'Floor Cleaner'),
  'toilet-cleaner': pack('bottle', '#1C7ED6'),
  'scrub-sponge': emoji('1f9fd'),
  'garbage-bags': pack('pouch', '#343A40', 'Garbage Bags'),
  'soft-broom': emoji('1f9f9'),
  'plastic-bucket': emoji('1faa3'),
  'kitchen-towels': emoji('1f9fb'),
  'incense-sticks': pack('box', '#A61E4D', 'Sandal Agarbatti'),

  // Personal Care
  'sandal-bath-soap': emoji('1f9fc'),
  'herbal-toothpaste': pack('box', '#2F9E44'),
  'soft-toothbrush': emoji('1faa5'),
  'anti-dandruff-shampoo': emoji('1f9f4'),
  'coconut-hair-oil': pack('bottle', '#1971C2'),
  'handwash-refill': pack('pouch', '#E64980'),
  'neem-face-wash': pack('bottle', '#5C940D'),
  'disposable-razor': emoji('1fa92'),
  'wide-tooth-comb': emoji('1faae'),
  'adhesive-bandages': emoji('1fa79'),
  'sanitary-pads': pack('pouch', '#9C36B5', 'Sanitary Pads XL'),
  'cocoa-body-lotion': pack('bottle', '#8B5A3C', 'Cocoa Body Lotion'),
};
