import type { ShopLocale } from "#commerce/locale.ts";
import type { CategoryNode } from "#commerce/modules/catalogue/index.ts";
import type { StoryFile } from "#commerce/modules/content/index.ts";
import type { Text } from "../demo-catalogue.ts";
import { articles } from "./articles.ts";
import { blogCategories } from "./blog-categories.ts";
import type { SceneKind } from "./scenes.ts";
import { categoryHref, type ShopRefs } from "./shop-refs.ts";
import {
  createStoryBuilder,
  publishedStory,
  richTextFromMarkup,
  storyUuid,
  type StoryBuilder,
} from "./story-builder.ts";

/** A generated picture as a CMS asset; the seed draws every key the stories use. */
export function scene(kind: SceneKind, seed: number, alt: string) {
  return { filename: `content/${kind}-${seed}.svg`, alt };
}
export const sceneKeyPattern = /content\/(mountains|forest|lake|coast|city|knit)-(\d+)\.svg/g;

const t = (sv: string, en: string): Text => ({ sv, en });

function topCategories(refs: ShopRefs, locale: ShopLocale): CategoryNode[] {
  return refs.categoryTree[locale];
}

function newsletter(b: StoryBuilder) {
  return b.block("Newsletter", {
    title: b.text(t("Få nyheter och inspiration", "Get news and inspiration")),
    text: b.text(
      t(
        "Nya kollektioner, turtips och erbjudanden, ungefär en gång i månaden.",
        "New collections, trip ideas and offers, about once a month.",
      ),
    ),
  });
}

function features(b: StoryBuilder) {
  return b.block("Grid", {
    columns: 3,
    items: [
      b.block("Feature", {
        icon: "truck",
        // The figure is the shop's setting (freeDelivery), filled in by the storefront in the shopper's currency.
        title: b.text(t("Fri frakt från {freeDeliveryFrom}", "Free delivery from {freeDeliveryFrom}")),
        text: b.text(t("Leverans på 1–3 vardagar.", "Delivered in 1–3 working days.")),
      }),
      b.block("Feature", {
        icon: "return",
        title: b.text(t("100 dagars öppet köp", "100-day returns")),
        text: b.text(t("Ångra dig i lugn och ro.", "Change your mind at your own pace.")),
      }),
      b.block("Feature", {
        icon: "store",
        title: b.text(t("13 butiker", "13 stores")),
        text: b.text(t("Från Malmö till Kiruna.", "From Malmö to Kiruna.")),
      }),
    ],
  });
}

export function homeStory(locale: ShopLocale, refs: ShopRefs, publishedAt: Date): StoryFile {
  const b = createStoryBuilder(locale, "home");
  const tops = topCategories(refs, locale);
  const campaignCategory = tops[2] ?? tops[0]!;
  return publishedStory({
    key: "home",
    locale,
    name: b.text(t("Startsida", "Home")),
    fullSlug: "home",
    isStartpage: true,
    publishedAt,
    content: b.block("Page", {
      body: [
        b.block("Hero", {
          title: b.text(t("Gjort för svenskt friluftsliv", "Made for the Swedish outdoors")),
          subtitle: b.text(
            t(
              "Jackor, tröjor, kängor och tält för varje årstid, på nätet och i våra butiker över hela Sverige.",
              "Jackets, jumpers, boots and tents for every season, online and in our stores across Sweden.",
            ),
          ),
          image: scene("mountains", 1, ""),
          link: categoryHref(tops[0]!),
          link_label: b.text(t("Börja handla", "Start shopping")),
        }),
        features(b),
        b.block("FeaturedCategories", {
          title: b.text(t("Handla efter kategori", "Shop by category")),
          categories: tops.slice(0, 4).map((category) => category.id),
        }),
        b.block("FeaturedProducts", { title: b.text(t("Nyheter", "Just in")), source: "news", limit: 8 }),
        b.block("FeaturedCampaign", {
          title: b.text(t("Höstrean har börjat", "The autumn sale is on")),
          text: b.text(
            t(
              "Upp till 40 % på utvalda jackor, tröjor och kängor, så länge lagret räcker.",
              "Up to 40% off selected jackets, jumpers and boots, while stocks last.",
            ),
          ),
          image: scene("forest", 2, ""),
          link: categoryHref(campaignCategory),
          link_label: b.text(t("Se erbjudandena", "See the offers")),
          tone: "forest",
        }),
        b.block("FeaturedProducts", { title: b.text(t("Fynda nu", "On sale now")), source: "sale", limit: 4 }),
        b.block("GroupImageText", {
          title: b.text(t("Vi lagar det som går sönder", "We mend what breaks")),
          text: b.text(
            t(
              "En trasig dragkedja är inget skäl att slänga en jacka. Lämna in den i valfri butik så lagar vi den.",
              "A broken zip is no reason to throw a jacket away. Bring it to any of our stores and we will mend it.",
            ),
          ),
          image: scene("knit", 3, b.text(t("Stickat ullplagg i närbild", "Close-up of a knitted wool garment"))),
          image_position: "right",
          link: "/blog/hallbarhet/laga-i-stallet-for-att-kopa-nytt",
          link_label: b.text(t("Så fungerar det", "How it works")),
        }),
        b.block("FeaturedArticles", { title: b.text(t("Från bloggen", "From the blog")), limit: 3 }),
        newsletter(b),
      ],
    }),
  });
}

export function blogIndexStory(locale: ShopLocale, publishedAt: Date): StoryFile {
  const b = createStoryBuilder(locale, "blog");
  return publishedStory({
    key: "blog",
    locale,
    name: b.text(t("Bloggen", "The blog")),
    fullSlug: "blog",
    publishedAt,
    content: b.block("Page", {
      seo_description: b.text(
        t(
          "Turtips, stil, hållbarhet och skötselråd från Butik.",
          "Trip ideas, style, sustainability and care advice from Butik.",
        ),
      ),
      body: [
        b.block("Hero", {
          title: b.text(t("Bloggen", "The blog")),
          subtitle: b.text(
            t("Turtips, stil, hållbarhet och skötselråd.", "Trip ideas, style, sustainability and care advice."),
          ),
          image: scene("lake", 4, ""),
        }),
        b.block("Grid", {
          title: b.text(t("Kategorier", "Categories")),
          columns: 4,
          items: blogCategories.map((category) =>
            b.block("Teaser", {
              headline: b.text(category.title),
              text: b.text(category.description),
              link: `/blog/${category.slug}`,
            }),
          ),
        }),
        b.block("ArticlesList", { title: b.text(t("Senaste artiklarna", "Latest articles")), page_size: 6 }),
        newsletter(b),
      ],
    }),
  });
}

export function blogCategoryStories(locale: ShopLocale, publishedAt: Date): StoryFile[] {
  return blogCategories.map((category, index) => {
    const b = createStoryBuilder(locale, `blog-${category.slug}`);
    return publishedStory({
      key: `blog/${category.slug}`,
      locale,
      name: b.text(category.title),
      fullSlug: `blog/${category.slug}`,
      publishedAt,
      content: b.block("BlogCategory", {
        title: b.text(category.title),
        description: b.text(category.description),
        image: scene(category.scene, 10 + index, ""),
        page_size: 9,
      }),
    });
  });
}

export function articleStories(locale: ShopLocale, referenceDate: Date): StoryFile[] {
  return articles.map((article, index) => {
    const b = createStoryBuilder(locale, `article-${article.slug}`);
    return publishedStory({
      key: `blog/${article.category}/${article.slug}`,
      locale,
      name: b.text(article.title),
      fullSlug: `blog/${article.category}/${article.slug}`,
      publishedAt: new Date(referenceDate.getTime() - article.daysAgo * 24 * 3600 * 1000),
      tags: [article.category],
      content: b.block("Article", {
        title: b.text(article.title),
        teaser: b.text(article.teaser),
        image: scene(article.scene, 20 + index, b.text(article.title)),
        author: article.author,
        body: richTextFromMarkup(b.text(article.body)),
        blocks: [b.block("RelatedArticles", { limit: 3 })],
      }),
    });
  });
}

export function headerStory(locale: ShopLocale, refs: ShopRefs, publishedAt: Date): StoryFile {
  const b = createStoryBuilder(locale, "header");
  const tops = topCategories(refs, locale);
  // The first two top categories (women's and men's) open a menu of their subcategories.
  const items = tops.map((category, index) =>
    index < 2 && category.children.length
      ? b.block("MenuLinkDropdown", {
          label: category.name,
          link: categoryHref(category),
          links: category.children.map((child) =>
            b.block("MenuLink", { label: child.name, link: categoryHref(child) }),
          ),
        })
      : b.block("MenuLink", { label: category.name, link: categoryHref(category) }),
  );
  return publishedStory({
    key: "config/header",
    locale,
    name: b.text(t("Sidhuvud", "Header")),
    fullSlug: "config/header",
    publishedAt,
    content: b.block("Page", {
      body: [...items, b.block("MenuLink", { label: b.text(t("Blogg", "Blog")), link: "/blog" })],
    }),
  });
}

export function footerStory(locale: ShopLocale, refs: ShopRefs, publishedAt: Date): StoryFile {
  const b = createStoryBuilder(locale, "footer");
  const tops = topCategories(refs, locale);
  const heading = (text: Text) => b.block("Teaser", { headline: b.text(text) });
  return publishedStory({
    key: "config/footer",
    locale,
    name: b.text(t("Sidfot", "Footer")),
    fullSlug: "config/footer",
    publishedAt,
    content: b.block("Page", {
      body: [
        b.block("Row4Columns", {
          first: [
            b.block("Teaser", {
              headline: "Butik",
              text: b.text(
                t(
                  "Kläder och utrustning för svenskt väder, från stan till fjällen.",
                  "Clothing and gear for Swedish weather, from the city to the mountains.",
                ),
              ),
            }),
          ],
          second: [
            heading(t("Handla", "Shop")),
            ...tops
              .slice(0, 5)
              .map((category) => b.block("SimpleLink", { label: category.name, link: categoryHref(category) })),
          ],
          third: [
            heading(t("Inspiration", "Inspiration")),
            b.block("SimpleLink", { label: b.text(t("Bloggen", "The blog")), link: "/blog" }),
            ...blogCategories
              .slice(0, 3)
              .map((category) =>
                b.block("SimpleLink", { label: b.text(category.title), link: `/blog/${category.slug}` }),
              ),
          ],
          fourth: [
            heading(t("Kundservice", "Customer service")),
            b.block("SimpleLink", {
              label: b.text(t("Om Butik och vanliga frågor", "About Butik and FAQ")),
              link: "/om-oss",
            }),
            b.block("SimpleLink", { label: "kundservice@butik.se", link: "mailto:kundservice@butik.se" }),
            b.block("SimpleLink", {
              label: b.text(t("Vardagar 9–17: 010-123 45 00", "Weekdays 9–17: 010-123 45 00")),
              link: "tel:+46101234500",
            }),
          ],
        }),
      ],
    }),
  });
}

export function aboutStory(locale: ShopLocale, publishedAt: Date): StoryFile {
  const b = createStoryBuilder(locale, "about");
  const faq: [Text, Text][] = [
    [
      t("Hur lång är leveranstiden?", "How long does delivery take?"),
      t(
        "Vi skickar inom en vardag, och paketet är framme inom 1–3 vardagar i hela Sverige.",
        "We dispatch within one working day, and the parcel arrives within 1–3 working days anywhere in Sweden.",
      ),
    ],
    [
      t("Hur returnerar jag en vara?", "How do I return an item?"),
      t(
        "Du har 100 dagars öppet köp. Lämna varan i en butik eller skicka den med den förtryckta retursedeln.",
        "You have 100 days to return. Bring the item to a store or send it with the pre-printed return slip.",
      ),
    ],
    [
      t("Lagar ni trasiga plagg?", "Do you repair broken garments?"),
      t(
        "Ja, alla våra butiker tar emot plagg för reparation, även sådana som inte är köpta hos oss.",
        "Yes, all our stores accept garments for repair, including ones not bought from us.",
      ),
    ],
  ];
  return publishedStory({
    key: "om-oss",
    locale,
    name: b.text(t("Om Butik", "About Butik")),
    fullSlug: "om-oss",
    publishedAt,
    content: b.block("Page", {
      body: [
        b.block("Hero", {
          title: b.text(t("Om Butik", "About Butik")),
          subtitle: b.text(
            t(
              "Kläder och utrustning för svenskt väder sedan 1998.",
              "Clothing and gear for Swedish weather since 1998.",
            ),
          ),
          image: scene("city", 5, ""),
        }),
        b.block("RichText", {
          text: richTextFromMarkup(
            b.text(
              t(
                "Butik startade som en liten friluftsbutik i Östersund och finns i dag på tretton orter från Malmö till Kiruna. Vi säljer kläder och utrustning som håller, och vi lagar dem när de går sönder.\n\n## Vanliga frågor\n\nHittar du inte svaret här är du välkommen att höra av dig till kundservice.",
                "Butik started as a small outdoor shop in Östersund and today has stores in thirteen towns from Malmö to Kiruna. We sell clothing and gear that lasts, and we mend it when it breaks.\n\n## Frequently asked questions\n\nIf you cannot find the answer here, our customer service is happy to help.",
              ),
            ),
          ),
        }),
        ...faq.map(([question, answer]) =>
          b.block("Dropdown", {
            label: b.text(question),
            items: [b.block("RichText", { text: richTextFromMarkup(b.text(answer)) })],
          }),
        ),
      ],
    }),
  });
}

/** The uuid of an article story, for blocks that pick articles. */
export function articleUuid(index: number): string {
  const article = articles[index]!;
  return storyUuid(`blog/${article.category}/${article.slug}`);
}
