/** What an uploaded picture may be: its file at most 10 MB, its size at most 40 megapixels (8000 × 5000). */
export const pictureLimits = { maxBytes: 10 * 1024 * 1024, maxPixels: 40_000_000 } as const;
