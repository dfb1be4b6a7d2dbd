/** The venue's address on OpenStreetMap. */
export const mapLinkOf = (address: string) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
