-- Everyday words for what the shop sells (issue #16): a shopper who types 'doodh' or 'दूध' means
-- milk. Search reads the words typed here first and looks for the word itself OR its meaning, in
-- the same indexed search (api/src/routes/products/search.ts). The admin edits this list
-- (Products → Search words); a word is one word, lowercased; its meaning is one to three words.
-- Stored as search compares them: lowercased, in Unicode NFC (a Devanagari nukta can be typed two ways).
CREATE TABLE search_synonyms (
  word        text PRIMARY KEY CHECK (word = lower(normalize(word, NFC)) AND word !~ '\s' AND word <> ''),
  means       text NOT NULL CHECK (means = lower(normalize(means, NFC)) AND means <> '' AND means <> word),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

INSERT INTO search_synonyms (word, means)
SELECT DISTINCT ON (lower(normalize(word, NFC))) lower(normalize(word, NFC)), means FROM (VALUES
  ('doodh', 'milk'), ('dudh', 'milk'), ('दूध', 'milk'),
  ('dahi', 'curd'), ('दही', 'curd'),
  ('aloo', 'potato'), ('alu', 'potato'), ('आलू', 'potato'),
  ('pyaaz', 'onion'), ('pyaz', 'onion'), ('kanda', 'onion'), ('pyaj', 'onion'), ('प्याज़', 'onion'), ('प्याज', 'onion'),
  ('chawal', 'rice'), ('chaawal', 'rice'), ('चावल', 'rice'),
  ('sabzi', 'vegetables'), ('sabji', 'vegetables'), ('सब्ज़ी', 'vegetables'), ('सब्जी', 'vegetables'),
  ('namak', 'salt'), ('नमक', 'salt'),
  ('tamatar', 'tomato'), ('टमाटर', 'tomato'),
  ('cheeni', 'sugar'), ('chini', 'sugar'), ('shakkar', 'sugar'), ('चीनी', 'sugar'),
  ('anda', 'egg'), ('ande', 'egg'), ('अंडा', 'egg'), ('अंडे', 'egg'),
  ('makhan', 'butter'), ('मक्खन', 'butter'),
  ('aata', 'atta'), ('आटा', 'atta'),
  ('tel', 'oil'), ('तेल', 'oil'),
  ('chai', 'tea'), ('चाय', 'tea'),
  ('adrak', 'ginger'), ('अदरक', 'ginger'),
  ('lehsun', 'garlic'), ('lahsun', 'garlic'), ('लहसुन', 'garlic'),
  ('mirchi', 'chilli'), ('mirch', 'chilli'), ('मिर्च', 'chilli'),
  ('nimbu', 'lemon'), ('नींबू', 'lemon'),
  ('kela', 'banana'), ('केला', 'banana'),
  ('seb', 'apple'), ('सेब', 'apple'),
  ('gobi', 'cauliflower'), ('gobhi', 'cauliflower'), ('गोभी', 'cauliflower'),
  ('palak', 'spinach'), ('पालक', 'spinach'),
  ('bhindi', 'okra'), ('भिंडी', 'okra'),
  ('matar', 'peas'), ('मटर', 'peas'),
  ('gajar', 'carrot'), ('गाजर', 'carrot'),
  ('haldi', 'turmeric'), ('हल्दी', 'turmeric'),
  ('jeera', 'cumin'), ('जीरा', 'cumin'),
  ('sabun', 'soap'), ('साबुन', 'soap'),
  ('biskut', 'biscuits'), ('बिस्कुट', 'biscuits'),
  ('pani', 'water'), ('पानी', 'water')
) AS everyday (word, means);
