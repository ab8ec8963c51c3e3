import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCommerce, type Commerce } from "#commerce/commerce.ts";
import { selectRows } from "#commerce/db/client.ts";
import { problem } from "#commerce/error-codes.ts";
import { cacheContentSource } from "#commerce/providers/content/cached-source.ts";
import { expectDomainError, problemsByField } from "#tests/fixtures/domain-error.ts";
import { createStaffActors } from "#tests/fixtures/staff-actors.ts";
import { openTestDatabase, type TestDatabase } from "#tests/fixtures/test-database.ts";
import type { StaffActor, StaffRole } from "../access/index.ts";
import { readContentVersion } from "./content-version.ts";
import { createLocalContentSource } from "./local-source.ts";
import type { SaveStoryDraftInput } from "./staff-content-inputs.ts";
import { exportStories, importStories } from "./story-files.ts";

let database: TestDatabase;
let staff: Record<StaffRole, StaffActor>;
let clock = 0;
/** Two processes on one database, each with the content cache the server uses (10 s, following the version). */
let editing: Commerce;
let serving: Commerce;

const cachedProcess = () =>
  createCommerce(
    database.db,
    { warn: () => {} },
    {
      content: cacheContentSource(createLocalContentSource(database.db), {
        freshForMs: 10_000,
        now: () => clock,
        readVersion: () => readContentVersion(database.db),
      }),
    },
  );

beforeAll(async () => {
  database = await openTestDatabase();
  staff = await createStaffActors(database.db, "content");
  editing = cachedProcess();
  serving = cachedProcess();
});
afterAll(() => database.destroy());

const hero = (title: string) => ({
  component: "Hero",
  _uid: "hero-1",
  title,
  image: { filename: "content/lake-1.svg", alt: "A lake" },
});
const page = (...body: object[]) => ({ component: "Page", _uid: "root", body });

/** What a process's storefront serves at a slug: the root's first block's title, or none. */
const servedTitle = async (process: Commerce, locale: "sv-SE" | "en-GB", slug: string) => {
  const story = await process.content.getStory(locale, slug);
  return story ? ((story.content.body as { title?: string }[])[0]?.title ?? "(empty)") : undefined;
};

/** Lets the other process's cache trust its version no longer (500 ms), as time passing would. */
const afterVersionCheck = () => {
  clock += 600;
};

/** The editor's save as the form sends it: with the story's updatedAt from when the editor opened it. */
const saveOpened = async (actor: StaffActor, input: Omit<SaveStoryDraftInput, "openedAt">) =>
  editing.staffContent.saveDraft(actor, {
    ...input,
    openedAt: (await editing.staffContent.getStory(staff.owner, Number(input.storyId))).updatedAt,
  });

const storyRow = async (storyId: number) =>
  (
    await selectRows<{ name: string; draft: unknown; content: unknown; publishedAt: string | null }>(
      database.db,
      sql`select name, draft_content as draft, content, published_at::text as "publishedAt" from content_stories where id = ${storyId}`,
    )
  )[0];

describe("the back office's stories", () => {
  it("saves drafts the shop does not serve, publishes them everywhere, unpublishes and deletes", async () => {
    const content = editing.staffContent;
    const { storyId } = await content.createStory(staff.editor, {
      locale: "sv-SE",
      name: "Kampanj",
      fullSlug: "kampanj",
      rootComponent: "Page",
    });
    await saveOpened(staff.editor, {
      storyId: String(storyId),
      name: "Kampanj",
      fullSlug: "kampanj",
      content: JSON.stringify(page(hero("Första"))),
    });
    expect(await servedTitle(serving, "sv-SE", "kampanj")).toBeUndefined();
    expect(await content.previewStory(staff.editor, storyId)).toMatchObject({
      content: page(hero("Första")),
      shows: "draft",
      publishedAt: null,
    });

    await content.publishStory(staff.editor, { storyId });
    afterVersionCheck();
    expect(await servedTitle(serving, "sv-SE", "kampanj")).toBe("Första");
    const published = await storyRow(storyId);
    expect(published?.draft).toBeNull();
    expect(published?.publishedAt).toMatch(/^\d{4}-/);
    expect((await content.previewStory(staff.editor, storyId)).shows).toBe("published");

    // A new draft: the shop keeps the published blocks (cached or not), the preview shows the draft.
    await saveOpened(staff.editor, {
      storyId,
      name: "Kampanj",
      fullSlug: "kampanj",
      content: page(hero("Andra")),
    });
    afterVersionCheck();
    expect(await servedTitle(serving, "sv-SE", "kampanj")).toBe("Första");
    expect(await servedTitle(editing, "sv-SE", "kampanj")).toBe("Första");
    expect(await content.previewStory(staff.editor, storyId)).toMatchObject({
      content: page(hero("Andra")),
      shows: "draft",
      publishedAt: expect.stringMatching(/^\d{4}-/),
    });
    expect((await content.getStory(staff.editor, storyId)).hasDraft).toBe(true);

    await content.publishStory(staff.editor, { storyId });
    // The process that published forgets at once; the other within its version check.
    expect(await servedTitle(editing, "sv-SE", "kampanj")).toBe("Andra");
    expect(await servedTitle(serving, "sv-SE", "kampanj")).toBe("Första");
    afterVersionCheck();
    expect(await servedTitle(serving, "sv-SE", "kampanj")).toBe("Andra");
    expect((await storyRow(storyId))?.publishedAt).toBe(published?.publishedAt);

    // An import replaces the story whole: the draft the file does not know of goes.
    const [file] = (await exportStories(database.db)).filter((story) => story.fullSlug === "kampanj");
    await saveOpened(staff.editor, {
      storyId,
      name: "Kampanj",
      fullSlug: "kampanj",
      content: page(hero("Tredje")),
    });
    await importStories(database.db, [{ path: "sv-SE/kampanj.json", text: JSON.stringify(file) }]);
    expect((await content.getStory(staff.editor, storyId)).editing).toMatchObject(page(hero("Andra")));

    await content.unpublishStory(staff.manager, { storyId });
    afterVersionCheck();
    expect(await servedTitle(serving, "sv-SE", "kampanj")).toBeUndefined();
    expect((await content.listStories(staff.editor, { search: "kampanj", state: "unpublished" })).total).toBe(1);
    expect(await content.previewStory(staff.editor, storyId)).toMatchObject({
      content: page(hero("Andra")),
      shows: "unpublished",
      publishedAt: null,
    });

    await content.publishStory(staff.owner, { storyId });
    afterVersionCheck();
    expect(await servedTitle(serving, "sv-SE", "kampanj")).toBe("Andra");
    await content.deleteStory(staff.editor, { storyId });
    afterVersionCheck();
    expect(await servedTitle(serving, "sv-SE", "kampanj")).toBeUndefined();
    expect(await storyRow(storyId)).toBeUndefined();

    const audit = await selectRows<{ action: string }>(
      database.db,
      sql`select action from audit_entries where subject_kind = 'story' and subject_id = ${String(storyId)} order by id`,
    );
    expect(audit.map((entry) => entry.action)).toEqual([
      "story.create",
      "story.save_draft",
      "story.publish",
      "story.save_draft",
      "story.publish",
      "story.save_draft",
      "story.unpublish",
      "story.publish",
      "story.delete",
    ]);
  });

  it("refuses invalid blocks and fields as the import does, naming each field, and changes nothing", async () => {
    const content = editing.staffContent;
    const { storyId } = await content.createStory(staff.editor, {
      locale: "en-GB",
      name: "Offer",
      fullSlug: "offer",
      rootComponent: "Page",
    });
    const before = await storyRow(storyId);
    const refused = await expectDomainError(
      saveOpened(staff.editor, {
        storyId,
        name: "Offer",
        fullSlug: "offer",
        content: page(
          { ...hero(""), image: { filename: "" } },
          {
            component: "Columns",
            _uid: "c",
            columns: [{ component: "Button", _uid: "b", label: "Go", link: "javascript:x" }],
          },
          { component: "Marquee", _uid: "m" },
        ),
      }),
    );
    expect(refused.kind).toBe("invalid");
    expect(problemsByField(refused)).toMatchObject({
      "content.body[0].title": problem("required"),
      "content.body[0].image.filename": problem("required"),
      "content.body[1].columns[0].link": { code: "invalid_value" },
      "content.body[2]": { code: "invalid_value" },
    });
    const badFields = await expectDomainError(
      saveOpened(staff.editor, { storyId, name: " ", fullSlug: "Not A Slug", content: page() }),
    );
    expect(Object.keys(problemsByField(badFields)).sort()).toEqual(["fullSlug", "name"]);
    const notJson = await expectDomainError(
      saveOpened(staff.editor, { storyId, name: "Offer", fullSlug: "offer", content: "{not json" }),
    );
    expect(Object.keys(problemsByField(notJson))).toEqual(["content"]);
    expect(await storyRow(storyId)).toEqual(before);

    // An empty Article root cannot be published: its required fields are named.
    const article = await content.createStory(staff.editor, {
      locale: "en-GB",
      name: "News",
      fullSlug: "blog/news",
      rootComponent: "Article",
    });
    const unpublishable = await expectDomainError(content.publishStory(staff.editor, article));
    expect(Object.keys(problemsByField(unpublishable))).toEqual(
      expect.arrayContaining(["content.title", "content.author", "content.image"]),
    );
    expect((await storyRow(article.storyId))?.publishedAt).toBeNull();

    const clash = await expectDomainError(
      content.createStory(staff.editor, { locale: "en-GB", name: "Again", fullSlug: "offer" }),
    );
    expect(problemsByField(clash)).toEqual({ fullSlug: problem("story_slug_taken", { slug: "offer" }) });
  });

  it("refuses the support role everything, and an unknown story as not found", async () => {
    const content = editing.staffContent;
    const calls = [
      content.listStories(staff.support, {}),
      content.getStory(staff.support, 1),
      content.createStory(staff.support, { locale: "sv-SE", name: "X", fullSlug: "x" }),
      content.saveDraft(staff.support, {
        storyId: 1,
        name: "X",
        fullSlug: "x",
        content: page(),
        openedAt: "2026-01-01T00:00:00.000Z",
      }),
      content.publishStory(staff.support, { storyId: 1 }),
      content.unpublishStory(staff.support, { storyId: 1 }),
      content.deleteStory(staff.support, { storyId: 1 }),
      content.previewStory(staff.support, 1),
      content.listPictureKeys(staff.support),
    ];
    for (const call of calls) expect((await expectDomainError(call)).kind).toBe("forbidden");
    expect((await expectDomainError(content.getStory(staff.editor, 999_999))).code).toBe("story_not_found");
  });

  it("makes another language's version with its own slug, which the language switch follows", async () => {
    const content = editing.staffContent;
    const swedish = await content.createStory(staff.editor, {
      locale: "sv-SE",
      name: "Om oss",
      fullSlug: "om-butiken",
    });
    await saveOpened(staff.editor, {
      ...swedish,
      name: "Om oss",
      fullSlug: "om-butiken",
      content: page(hero("Välkommen")),
    });
    const english = await content.createStory(staff.editor, {
      locale: "en-GB",
      name: "About us",
      fullSlug: "about-the-shop",
      translationOf: String(swedish.storyId),
    });
    expect((await content.previewStory(staff.editor, english.storyId)).content).toMatchObject(page(hero("Välkommen")));
    const twice = await expectDomainError(
      content.createStory(staff.editor, {
        locale: "en-GB",
        name: "Again",
        fullSlug: "about-again",
        translationOf: swedish.storyId,
      }),
    );
    expect(problemsByField(twice)).toEqual({ locale: problem("story_translation_exists", { locale: "en-GB" }) });
    expect((await content.getStory(staff.editor, swedish.storyId)).translations).toEqual([
      { id: english.storyId, locale: "en-GB", fullSlug: "about-the-shop" },
    ]);

    // Only published versions are followed.
    expect(await serving.content.translateSlug?.("om-butiken", "sv-SE", "en-GB")).toBeUndefined();
    await content.publishStory(staff.editor, swedish);
    await content.publishStory(staff.editor, english);
    expect(await serving.content.translateSlug?.("om-butiken", "sv-SE", "en-GB")).toBe("about-the-shop");
    expect(await serving.content.translateSlug?.("about-the-shop", "en-GB", "sv-SE")).toBe("om-butiken");
  });

  it("refuses a save over a change made after the editor opened, and saves and publishes in one step", async () => {
    const content = editing.staffContent;
    const { storyId } = await content.createStory(staff.editor, { locale: "sv-SE", name: "Rea", fullSlug: "rea" });
    const openedAt = (await content.getStory(staff.editor, storyId)).updatedAt;
    const save = (title: string, publish = false) =>
      content.saveDraft(staff.editor, {
        storyId,
        name: "Rea",
        fullSlug: "rea",
        content: page(hero(title)),
        openedAt,
        publish,
      });
    await save("Från första fliken");
    const before = await storyRow(storyId);
    const stale = await expectDomainError(save("Från andra fliken", true));
    expect(stale).toMatchObject({ kind: "conflict", code: "story_changed_meanwhile" });
    expect(await storyRow(storyId)).toEqual(before);

    await saveOpened(staff.editor, {
      storyId,
      name: "Rea",
      fullSlug: "rea",
      content: page(hero("Ute nu")),
      publish: true,
    });
    const published = await storyRow(storyId);
    expect(published).toMatchObject({ draft: null, content: page(hero("Ute nu")) });
    expect(published?.publishedAt).toMatch(/^\d{4}-/);
    expect(await servedTitle(editing, "sv-SE", "rea")).toBe("Ute nu");
  });

  it("gives an address to one of two stories created with it at once, refusing the other on the field", async () => {
    const create = (name: string) =>
      editing.staffContent.createStory(staff.editor, { locale: "en-GB", name, fullSlug: "same-moment" });
    const outcomes = await Promise.allSettled([create("First"), create("Second")]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const [refused] = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [outcome.reason] : []));
    expect(problemsByField(refused)).toEqual({ fullSlug: problem("story_slug_taken", { slug: "same-moment" }) });
  });

  it("previews the editor's unsaved tree, leaving out its invalid blocks and saving nothing", async () => {
    const content = editing.staffContent;
    const { storyId } = await content.createStory(staff.editor, {
      locale: "sv-SE",
      name: "Utkast",
      fullSlug: "utkast",
    });
    await saveOpened(staff.editor, { storyId, name: "Utkast", fullSlug: "utkast", content: page(hero("Sparad")) });
    const before = await storyRow(storyId);
    const typed = page(hero("Skrivs nu"), { ...hero(""), _uid: "hero-2" });
    const preview = await content.previewStory(staff.editor, storyId, JSON.stringify(typed));
    expect(preview.content).toMatchObject(page(hero("Skrivs nu")));
    expect(preview.shows).toBe("unsaved");
    expect((preview.content.body as object[]).length).toBe(1);
    expect(await storyRow(storyId)).toEqual(before);
    // An article root still without its title cannot be shown: the saved tree is.
    const untitled = { component: "Article", _uid: "root", body: [] };
    expect(await content.previewStory(staff.editor, storyId, untitled)).toMatchObject({
      content: page(hero("Sparad")),
      shows: "draft",
    });
    expect((await expectDomainError(content.previewStory(staff.editor, storyId, "[1, 2]"))).kind).toBe("invalid");
    expect((await expectDomainError(content.previewStory(staff.support, storyId, typed))).kind).toBe("forbidden");
  });

  it("builds a story only on a Page, an Article or a BlogCategory", async () => {
    const refused = await expectDomainError(
      editing.staffContent.createStory(staff.editor, {
        locale: "sv-SE",
        name: "Hjälte",
        fullSlug: "hjalte",
        rootComponent: "Hero",
      }),
    );
    expect(problemsByField(refused)).toEqual({ rootComponent: problem("story_root_unknown") });
  });
});
