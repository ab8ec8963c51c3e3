import { beforeAll, describe, expect, it } from "vitest";
import type { StaffActor, StaffRole } from "#commerce/modules/access/index.ts";
import { richTextOfMarkup } from "#app/components/admin/content-editor/rich-text-markup.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { fetchAsStaff, managerInSwedish, signInNewStaff } from "#tests/fixtures/staff-sign-in.ts";
import { withStorefrontServer } from "#tests/fixtures/storefront-server.ts";

const shop = withDemoShop();
const server = withStorefrontServer(shop);
const roles = ["manager", "editor", "support"] as const satisfies readonly StaffRole[];
const cookies = {} as Record<StaffRole, string>;
let editor: StaffActor;

beforeAll(async () => {
  const signedIn = await signInNewStaff(shop, server, roles, {
    emailDomain: "content-edge.test",
    password: "staff-password-1",
    localeOf: managerInSwedish,
  });
  for (const role of roles) cookies[role] = signedIn[role].cookie;
  editor = signedIn.editor;
});

const as = fetchAsStaff(server, (role) => cookies[role]);
const post = (role: StaffRole, path: string, fields: Record<string, string>) =>
  as(role, path, { method: "POST", body: new URLSearchParams(fields) });
/** The page's HTML with React's text separators taken out, so sentences read whole. */
const htmlOf = async (answer: Response) => (await answer.text()).replaceAll("<!-- -->", "");

const page = (...body: object[]) => JSON.stringify({ component: "Page", _uid: "root", body });
const teaser = (headline: string) => ({ component: "Teaser", _uid: "t1", headline });

/** The moment the editor's form says it was opened (its hidden openedAt field), as a browser would send it back. */
const openedAtOf = async (storyId: number) =>
  /name="openedAt" value="([^"]+)"/.exec(await htmlOf(await as("editor", `/admin/content/${storyId}`)))?.[1] ?? "";
/** The editor's save, as sent from a freshly opened editor. */
const saveStory = async (storyId: number, fields: Record<string, string>) =>
  post("editor", `/admin/content/${storyId}`, { ...fields, openedAt: await openedAtOf(storyId) });

/** Creates a story through the form and gives its id, from the editor's address it is sent to. */
async function createThroughForm(fields: Record<string, string>): Promise<number> {
  const answer = await post("editor", "/admin/content/new", fields);
  expect(answer.status).toBe(302);
  const [, id] = /\/admin\/content\/(\d+)\?done=created$/.exec(answer.headers.get("location") ?? "") ?? [];
  expect(id).toBeDefined();
  return Number(id);
}

describe("the content pages", () => {
  it("list stories and the menus in both languages, and refuse support with 403", async () => {
    const english = await htmlOf(await as("editor", "/admin/content?locale=en-GB"));
    expect(english).toContain(">Content</h1>");
    expect(english).toContain("Header menu (English)");
    expect(english).toContain("config/footer");
    expect(english).toContain(">About Butik<");
    expect(english).not.toContain(">Om Butik<");
    const swedish = await htmlOf(await as("manager", "/admin/content?q=om-oss"));
    expect(swedish).toContain(">Innehåll</h1>");
    expect(swedish).toContain("Sidhuvudets meny (Svenska)");
    expect(swedish).toContain(">om-oss<");
    expect((await as("editor", "/admin/content?state=sideways")).status).toBe(400);
    // Blocks go by their names in the member's language, not by their component names.
    expect(await htmlOf(await as("manager", "/admin/content/new"))).toContain(
      '<option value="BlogCategory">Bloggkategori</option>',
    );

    const [home] = (await shop.commerce.staffContent.listStories(editor, { search: "home" })).stories;
    for (const path of ["/admin/content", "/admin/content/new", `/admin/content/${home!.id}`])
      expect((await as("support", path)).status, path).toBe(403);
    expect((await as("support", `/admin/content/${home!.id}/preview?locale=${home!.locale}`)).status).toBe(403);
    expect((await post("support", "/admin/content/new", { locale: "sv-SE", name: "X", fullSlug: "x" })).status).toBe(
      403,
    );
  });

  it("saves a draft the preview shows and the shop does not, refuses a bad block with 400, then publishes per language", async () => {
    const storyId = await createThroughForm({
      locale: "sv-SE",
      name: "Vårrea",
      fullSlug: "varrea",
      rootComponent: "Page",
    });
    const editorPage = await htmlOf(await as("editor", `/admin/content/${storyId}`));
    expect(editorPage).toContain(`/admin/content/${storyId}/preview?locale=sv-SE`);
    expect(editorPage).toContain("Body");

    const openedAt = await openedAtOf(storyId);
    const saved = await post("editor", `/admin/content/${storyId}`, {
      openedAt,
      intent: "save",
      name: "Vårrea",
      fullSlug: "varrea",
      content: page(teaser("Utkast till vårrean")),
    });
    expect(saved.status).toBe(200);
    const preview = await as("editor", `/admin/content/${storyId}/preview?locale=sv-SE`);
    expect(preview.headers.get("x-robots-tag")).toContain("noindex");
    const previewPage = await htmlOf(preview);
    expect(previewPage).toContain("Utkast till vårrean");
    expect(previewPage).toContain("The saved draft: the shop does not show this page yet.");
    expect((await fetch(server.url("/varrea"))).status).toBe(404);

    // The editor posts the tree as it is typed into the preview frame: shown, saved nowhere.
    const typed = await post("editor", `/admin/content/${storyId}/preview?locale=sv-SE`, {
      content: page(teaser("Skrivs just nu")),
    });
    expect(typed.status).toBe(200);
    const typedPage = await htmlOf(typed);
    expect(typedPage).toContain("Skrivs just nu");
    expect(typedPage).toContain("Your changes as you type them: not saved, and not on the shop.");
    expect(await htmlOf(await as("editor", `/admin/content/${storyId}/preview?locale=sv-SE`))).not.toContain(
      "Skrivs just nu",
    );
    expect(
      (await post("editor", `/admin/content/${storyId}/preview?locale=sv-SE`, { content: "{not json" })).status,
    ).toBe(400);
    const supportTyped = await post("support", `/admin/content/${storyId}/preview?locale=sv-SE`, {
      content: page(teaser("Skrivs just nu")),
    });
    expect(supportTyped.status).toBe(403);

    // A second tab opened before that save may not write over it.
    const stale = await post("editor", `/admin/content/${storyId}`, {
      openedAt,
      intent: "save",
      name: "Vårrea",
      fullSlug: "varrea",
      content: page(teaser("Från en gammal flik")),
    });
    expect(stale.status).toBe(400);
    expect(await htmlOf(stale)).toContain("Someone else changed the page after you opened it");

    const refused = await saveStory(storyId, {
      intent: "save",
      name: "Vårrea",
      fullSlug: "varrea",
      content: page({ component: "Hero", _uid: "h", title: "", image: { filename: "content/x.svg" } }),
    });
    expect(refused.status).toBe(400);
    expect(await htmlOf(refused)).toContain("Value is required");
    expect(await htmlOf(await as("editor", `/admin/content/${storyId}/preview?locale=sv-SE`))).toContain(
      "Utkast till vårrean",
    );

    // A long text is far beyond other page forms' 32 kB.
    const longText = {
      component: "RichText",
      _uid: "r",
      text: {
        type: "doc",
        content: [{ type: "paragraph", content: [{ type: "text", text: "Lång text. ".repeat(5000) }] }],
      },
    };
    const long = await saveStory(storyId, {
      intent: "save",
      name: "Vårrea",
      fullSlug: "varrea",
      content: page(teaser("Utkast till vårrean"), longText),
    });
    expect(long.status).toBe(200);

    expect((await post("editor", `/admin/content/${storyId}`, { intent: "publish" })).status).toBe(200);
    expect(await htmlOf(await fetch(server.url("/varrea")))).toContain("Utkast till vårrean");
    // Published without a draft, the preview says it shows what the shop shows; with a new draft, that it does not.
    const previewOf = async () => htmlOf(await as("editor", `/admin/content/${storyId}/preview?locale=sv-SE`));
    expect(await previewOf()).toContain("The published version, as the shop shows it.");
    expect(await previewOf()).not.toContain("The saved draft");
    await saveStory(storyId, { intent: "save", name: "Vårrea", fullSlug: "varrea", content: page(teaser("Nästa")) });
    expect(await previewOf()).toContain("The saved draft: the shop still shows the published version.");
    expect((await post("editor", `/admin/content/${storyId}`, { intent: "publish" })).status).toBe(200);

    const englishId = await createThroughForm({
      locale: "en-GB",
      name: "Spring sale",
      fullSlug: "spring-sale",
      translationOf: String(storyId),
    });
    const published = await saveStory(englishId, {
      intent: "saveAndPublish",
      name: "Spring sale",
      fullSlug: "spring-sale",
      content: page(teaser("Spring sale is on")),
    });
    expect(published.status).toBe(200);
    expect(await htmlOf(await fetch(server.url("/en-GB/spring-sale")))).toContain("Spring sale is on");
    const switched = await fetch(server.url("/preferences/locale"), {
      method: "POST",
      body: new URLSearchParams({ locale: "en-GB", returnTo: "/varrea" }),
      headers: { origin: server.origin },
      redirect: "manual",
    });
    expect(switched.headers.get("location")).toBe("/en-GB/spring-sale");

    const deleted = await post("editor", `/admin/content/${englishId}`, { intent: "delete" });
    expect(deleted.headers.get("location")).toBe("/admin/content?done=deleted");
    expect(await htmlOf(await as("editor", "/admin/content?done=deleted"))).toContain("Page deleted.");
    expect((await fetch(server.url("/en-GB/spring-sale"))).status).toBe(404);
  });
  it("renders the editor's markup with the storefront's blocks: bold, italic and links, never an unsafe one", async () => {
    const storyId = await createThroughForm({ locale: "sv-SE", name: "Text", fullSlug: "text-markup" });
    const { document, refusedLinks } = richTextOfMarkup(
      "## Om **oss**\n\nVi har **varma** och *mjuka* [jackor](/category/dam), [ring](tel:+46701234567) " +
        "eller [mejla](mailto:hej@butik.se). [Klicka](javascript:alert(1))",
    );
    expect(refusedLinks).toEqual(["javascript:alert(1)"]);
    const typed = await post("editor", `/admin/content/${storyId}/preview?locale=sv-SE`, {
      content: page({ component: "RichText", _uid: "r", text: document }),
    });
    const html = await htmlOf(typed);
    expect(html).toMatch(/<h2>Om <strong>oss<\/strong><\/h2>/);
    expect(html).toContain("Vi har <strong>varma</strong> och <em>mjuka</em> ");
    expect(html).toMatch(/<a [^>]*href="\/category\/dam"[^>]*>jackor<\/a>/);
    expect(html).toMatch(/<a [^>]*href="tel:\+46701234567"[^>]*>ring<\/a>/);
    expect(html).toMatch(/<a [^>]*href="mailto:hej@butik.se"[^>]*>mejla<\/a>/);
    expect(html).toContain("[Klicka](javascript:alert(1))");
    expect(html).not.toContain('href="javascript:');
  });
});
