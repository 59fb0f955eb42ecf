/**
 * The picture shown for a product that has none yet (one imported from a spreadsheet without
 * images): a pale tile with a shopping bag, drawn inline so it costs no request.
 */
export const NO_PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#f3f3f3"/><path d="M20 26h24l-2 22H22z M26 26v-4a6 6 0 0 1 12 0v4" fill="none" stroke="#b5b5b5" stroke-width="2.5" stroke-linejoin="round"/></svg>',
)}`;
