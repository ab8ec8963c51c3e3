import { serve } from "@hono/node-server";
import { Hono } from "hono";
import type { AddressInfo } from "node:net";

/** A story as Storyblok's content delivery API stores it. */
export interface FakeStory {
  uuid: string;
  name: string;
  full_slug: string;
  lang: string;
  content: Record<string, unknown>;
  tag_list: string[];
  published_at: string;
}

export interface RecordedRequest {
  at: number;
  path: string;
  query: Record<string, string>;
  status: number;
}

/**
 * A fake of Storyblok's content delivery API v2 on loopback, as documented: GET /v2/cdn/stories
 * (starts_with, with_tag, content_type, by_uuids, sort_by, per_page up to 100, page, language, resolve_relations,
 * answering `total` and `per-page` headers) and GET /v2/cdn/stories/{full_slug}. Up to 50 resolved
 * relations come inline as `rels`; more come as `rel_uuids` for the client to fetch in chunks.
 * `answerTooManyRequests(n)` makes the next n requests answer 429.
 */
export async function startFakeStoryblok(token: string, stories: FakeStory[]) {
  const requests: RecordedRequest[] = [];
  let tooManyLeft = 0;

  const relationUuids = (story: FakeStory, relations: string[]) => {
    const found: string[] = [];
    const walk = (value: unknown) => {
      if (Array.isArray(value)) return value.forEach(walk);
      if (typeof value !== "object" || value === null) return;
      const block = value as Record<string, unknown>;
      for (const [field, fieldValue] of Object.entries(block)) {
        if (relations.includes(`${String(block.component)}.${field}`)) {
          for (const uuid of Array.isArray(fieldValue) ? fieldValue : [fieldValue])
            if (typeof uuid === "string") found.push(uuid);
        } else walk(fieldValue);
      }
    };
    walk(story.content);
    return found;
  };

  const withRelations = (found: FakeStory[], query: Record<string, string>) => {
    const relations = (query.resolve_relations ?? "").split(",").filter(Boolean);
    const uuids = [...new Set(found.flatMap((story) => relationUuids(story, relations)))];
    const language = query.language ?? "default";
    if (uuids.length > 50) return { rel_uuids: uuids };
    return { rels: stories.filter((story) => uuids.includes(story.uuid) && story.lang === language) };
  };

  const app = new Hono()
    .use(async (c, next) => {
      const arrived = Date.now();
      const query = c.req.query();
      if (tooManyLeft > 0) {
        tooManyLeft -= 1;
        requests.push({ at: arrived, path: c.req.path, query, status: 429 });
        return c.json({ error: "Too Many Requests" }, 429);
      }
      if (query.token !== token) {
        requests.push({ at: arrived, path: c.req.path, query, status: 401 });
        return c.json({ error: "Unauthorized" }, 401);
      }
      await next();
      requests.push({ at: arrived, path: c.req.path, query, status: c.res.status });
    })
    .get("/v2/cdn/stories", (c) => {
      const query = c.req.query();
      const language = query.language ?? "default";
      let found = stories.filter((story) => story.lang === language);
      if (query.by_uuids) found = found.filter((story) => query.by_uuids!.split(",").includes(story.uuid));
      if (query.starts_with) found = found.filter((story) => story.full_slug.startsWith(query.starts_with!));
      if (query.with_tag) found = found.filter((story) => story.tag_list.includes(query.with_tag!));
      if (query.content_type) found = found.filter((story) => story.content.component === query.content_type);
      if (query.sort_by === "published_at:desc")
        found = [...found].sort((a, b) => b.published_at.localeCompare(a.published_at));
      const perPage = Math.min(Number(query.per_page ?? 25), 100);
      const page = Number(query.page ?? 1);
      const slice = found.slice((page - 1) * perPage, page * perPage);
      c.header("total", String(found.length));
      c.header("per-page", String(perPage));
      return c.json({ stories: slice, cv: 1, links: [], ...withRelations(slice, query) });
    })
    .get("/v2/cdn/stories/*", (c) => {
      const query = c.req.query();
      const slug = decodeURIComponent(c.req.path.slice("/v2/cdn/stories/".length));
      const story = stories.find(
        (candidate) => candidate.full_slug === slug && candidate.lang === (query.language ?? "default"),
      );
      if (!story) return c.json({ error: "This record could not be found" }, 404);
      return c.json({ story, cv: 1, links: [], ...withRelations([story], query) });
    });

  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const listener = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(listener));
  });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/v2`,
    requests,
    answerTooManyRequests(count: number) {
      tooManyLeft = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
