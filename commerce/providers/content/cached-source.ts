import type { ContentSource } from "#commerce/modules/content/index.ts";

export interface CacheOptions {
  /** How long an answer is reused; content edits show after at most this long. */
  freshForMs: number;
  /** The most answers kept; the oldest go first. */
  maxEntries?: number;
  now?: () => number;
  /**
   * Reads the stories' version (the local source's fingerprint): when it moved, another process
   * changed stories and every answer is forgotten. Asked at most every `checkEveryMs`.
   */
  readVersion?: () => Promise<string>;
  /** How long a version read is trusted; 500 ms when not given, so a change shows everywhere within the second. */
  checkEveryMs?: number;
}

/**
 * A content source that reuses answers for a few seconds. Every page reads the header and footer
 * stories and most read the same few pages, so this spares the database (or Storyblok's rate limit)
 * most reads; a failed read is not kept. With `readVersion`, a change made by any process (the back
 * office publishing a page) empties the cache within `checkEveryMs`; `forget` empties it at once.
 */
export function cacheContentSource(
  source: ContentSource,
  { freshForMs, maxEntries = 1000, now = Date.now, readVersion, checkEveryMs = 500 }: CacheOptions,
): ContentSource {
  const answers = new Map<string, { until: number; answer: Promise<unknown> }>();
  let version: string | undefined;
  let checkedAt = -Infinity;
  let checking: Promise<void> | undefined;

  /** Forgets every answer when the stories' version moved; readers in the same moment share one read. */
  const followVersion = async (): Promise<void> => {
    if (!readVersion || now() - checkedAt < checkEveryMs) return;
    checking ??= readVersion()
      .then(
        (current) => {
          if (current !== version) answers.clear();
          [version, checkedAt] = [current, now()];
        },
        // The version could not be read: kept answers serve until they go stale, the next read asks again.
        () => {},
      )
      .finally(() => {
        checking = undefined;
      });
    await checking;
  };

  const remember = async <T>(key: string, read: () => Promise<T>): Promise<T> => {
    await followVersion();
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
    // The language switch is one post per click: not worth keeping.
    ...(source.translateSlug ? { translateSlug: source.translateSlug.bind(source) } : {}),
    ...(source.version ? { version: source.version.bind(source) } : {}),
    forget() {
      answers.clear();
      source.forget?.();
    },
  };
}
