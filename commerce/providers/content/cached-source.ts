import type { ContentSource } from "#commerce/modules/content/index.ts";

export interface CacheOptions {
  /** How long an answer is reused; content edits show after at most this long. */
  freshForMs: number;
  /** The most answers kept; the oldest go first. */
  maxEntries?: number;
  now?: () => number;
}

/**
 * A content source that reuses answers for a few seconds. Every page reads the header and footer
 * stories and most read the same few pages, so this spares the database (or Storyblok's rate limit)
 * most reads; a failed read is not kept.
 */
export function cacheContentSource(
  source: ContentSource,
  { freshForMs, maxEntries = 1000, now = Date.now }: CacheOptions,
): ContentSource {
  const answers = new Map<string, { until: number; answer: Promise<unknown> }>();
  const remember = <T>(key: string, read: () => Promise<T>): Promise<T> => {
    const kept = answers.get(key);
    if (kept && kept.until > now()) return kept.answer as Promise<T>;
    answers.delete(key);
    if (answers.size >= maxEntries) answers.delete(answers.keys().next().value!);
    const answer = read();
    answers.set(key, { until: now() + freshForMs, answer });
    answer.catch(() => answers.delete(key));
    return answer;
  };
  return {
    getStory: (locale, fullSlug, options) =>
      remember(JSON.stringify(["story", locale, fullSlug, options ?? null]), () =>
        source.getStory(locale, fullSlug, options),
      ),
    listStories: (locale, query) =>
      remember(JSON.stringify(["list", locale, query]), () => source.listStories(locale, query)),
  };
}
