// Types of page-cache.js (njs) for the unit tests, which run its checksum arithmetic in Node.
declare const pageCache: {
  checksumChange: (stored: string, fresh: string, columns: Buffer) => number;
};
export default pageCache;
