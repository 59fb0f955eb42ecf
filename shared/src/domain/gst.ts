/**
 * GST: the rates a product can carry, and the tax a bill shows. Shelf prices include tax, as Indian
 * shelf prices do; the arithmetic that splits them is below (worked examples in docs/gst.md).
 */

/** The GST slabs a product can carry, in percent. */
export const GST_RATES = [0, 5, 12, 18, 28] as const;
export type GstRate = (typeof GST_RATES)[number];

export const isGstRate = (value: unknown): value is GstRate => GST_RATES.includes(value as GstRate);

/** The rate a product has until the store says otherwise: most groceries (fresh produce, milk, grains) are exempt. */
export const DEFAULT_GST_RATE: GstRate = 0;

/** The small-cart and delivery fees are a local delivery service (SAC 996813), taxed at 18%. */
export const FEE_SAC = '996813';
export const FEE_GST_RATE: GstRate = 18;
