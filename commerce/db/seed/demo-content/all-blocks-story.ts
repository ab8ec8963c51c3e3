import type { ShopLocale } from "#commerce/locale.ts";
import type { StoryFile } from "#commerce/modules/content/index.ts";
import type { Text } from "../demo-catalogue.ts";
import { articleUuid, scene } from "./page-stories.ts";
import { categoryHref, type ShopRefs } from "./shop-refs.ts";
import { createStoryBuilder, publishedStory, richTextFromMarkup } from "./story-builder.ts";

const t = (sv: string, en: string): Text => ({ sv, en });

/** The slug of the page that shows every one of the 37 blocks (the end-to-end tests visit it). */
export const allBlocksSlug = "alla-block";

/** A page with each of the 37 blocks at least once, for merchants to see them and for the tests. */
export function allBlocksStory(locale: ShopLocale, refs: ShopRefs, publishedAt: Date): StoryFile {
  const b = createStoryBuilder(locale, "all-blocks");
  const tops = refs.categoryTree[locale];
  const [first, second, third] = tops;
  const text = (markup: Text) => b.block("RichText", { text: richTextFromMarkup(b.text(markup)) });
  const gallery = [
    scene("mountains", 30, b.text(t("Fjäll i kvällsljus", "Mountains in evening light"))),
    scene("lake", 31, b.text(t("Stilla sjö", "A still lake"))),
    scene("coast", 32, b.text(t("Klippor vid havet", "Rocks by the sea"))),
    scene("forest", 33, b.text(t("Granskog", "Spruce forest"))),
  ];
  return publishedStory({
    key: allBlocksSlug,
    locale,
    name: b.text(t("Alla block", "All blocks")),
    fullSlug: allBlocksSlug,
    publishedAt,
    content: b.block("Page", {
      seo_title: b.text(t("Alla block", "All blocks")),
      seo_description: b.text(
        t("Varje innehållsblock som butiken har, på en sida.", "Every content block the shop has, on one page."),
      ),
      body: [
        b.block("Hero", {
          title: b.text(t("Alla block", "All blocks")),
          subtitle: b.text(t("Varje innehållsblock, ett i taget.", "Every content block, one at a time.")),
          image: scene("mountains", 34, ""),
          link: "/blog",
          link_label: b.text(t("Till bloggen", "To the blog")),
          align: "center",
        }),
        b.block("Columns", {
          title: b.text(t("Kolumner", "Columns")),
          layout: "wide-left",
          columns: [
            text(
              t(
                "Det här är rich text i en kolumn.\n\n## En rubrik\n\n- En punkt\n- En punkt till",
                "This is rich text in a column.\n\n## A heading\n\n- One point\n- Another point",
              ),
            ),
            b.block("Image", {
              image: scene("lake", 35, b.text(t("En sjö i morgondimma", "A lake in the morning mist"))),
              caption: b.text(t("En bild med bildtext", "A picture with a caption")),
            }),
          ],
        }),
        b.block("Grid", {
          title: b.text(t("Rutnät", "Grid")),
          columns: 3,
          items: [
            b.block("Feature", {
              icon: "shield",
              title: b.text(t("Trygg betalning", "Secure payment")),
              text: b.text(t("Kort eller delbetalning.", "Card or instalments.")),
            }),
            b.block("Teaser", {
              headline: b.text(t("En teaser", "A teaser")),
              text: b.text(t("Med bild, text och länk.", "With picture, text and link.")),
              image: scene("coast", 36, ""),
              link: "/om-oss",
            }),
            b.block("CategoryWidget", { category: first!.id }),
          ],
        }),
        b.block("Row4Columns", {
          title: b.text(t("Fyra kolumner", "Four columns")),
          first: [b.block("Button", { label: b.text(t("En knapp", "A button")), link: "/blog", variant: "primary" })],
          second: [b.block("Arrow", { direction: "down", label: b.text(t("Mer längre ner", "More further down")) })],
          third: [b.block("SimpleLink", { label: b.text(t("En enkel länk", "A simple link")), link: "/om-oss" })],
          fourth: [
            b.block("Input", {
              label: b.text(t("Ditt namn", "Your name")),
              name: "name",
              required: true,
              min_length: 2,
              max_length: 40,
            }),
          ],
        }),
        b.block("Carousel", {
          label: b.text(t("Karusell", "Carousel")),
          autoplay: true,
          interval_seconds: 8,
          slides: [
            b.block("BigPicture", {
              image: scene("forest", 37, ""),
              title: b.text(t("En stor bild", "A big picture")),
              text: b.text(t("Med text ovanpå.", "With text on top.")),
            }),
            b.block("GroupImageText", {
              title: b.text(t("Bild och text", "Picture and text")),
              text: b.text(t("En bild bredvid en text.", "A picture beside a text.")),
              image: scene("knit", 38, b.text(t("Stickmönster", "Knitted pattern"))),
              image_position: "left",
            }),
          ],
        }),
        b.block("ImageGallery", { title: b.text(t("Bildgalleri", "Picture gallery")), images: gallery }),
        b.block("ArrowImageGallery", { title: b.text(t("Galleri med pilar", "Gallery with arrows")), images: gallery }),
        b.block("ImageList", {
          title: b.text(t("Bildlista", "Picture list")),
          items: gallery
            .slice(0, 3)
            .map((image, index) => ({ image, title: image.alt, ...(index === 0 ? { link: "/blog" } : {}) })),
        }),
        b.block("FeaturedCampaign", {
          title: b.text(t("En kampanj", "A campaign")),
          text: b.text(t("Med bild och knapp.", "With picture and button.")),
          image: scene("city", 39, ""),
          link: categoryHref(second ?? first!),
          link_label: b.text(t("Handla nu", "Shop now")),
          tone: "sand",
        }),
        b.block("FeaturedCategories", {
          title: b.text(t("Utvalda kategorier", "Featured categories")),
          categories: tops.slice(0, 4).map((category) => category.id),
        }),
        b.block("SelectedCategories", {
          title: b.text(t("Valda kategorier", "Selected categories")),
          categories: tops.map((category) => category.id),
        }),
        b.block("FeaturedProducts", {
          title: b.text(t("Utvalda produkter", "Featured products")),
          source: "products",
          products: [refs.newProduct, refs.saleProduct],
        }),
        b.block("ProductDetails", { product: refs.saleProduct }),
        b.block("ProductAttributes", { product: refs.saleProduct }),
        b.block("Dropdown", {
          label: b.text(t("En utfällbar meny", "A disclosure")),
          items: [b.block("MenuLink", { label: third?.name ?? first!.name, link: categoryHref(third ?? first!) })],
        }),
        b.block("MenuLinkDropdown", {
          label: first!.name,
          link: categoryHref(first!),
          links: first!.children
            .slice(0, 3)
            .map((child) => b.block("MenuLink", { label: child.name, link: categoryHref(child) })),
        }),
        b.block("PopUp", {
          trigger_label: b.text(t("Öppna en dialog", "Open a dialog")),
          title: b.text(t("En dialog", "A dialog")),
          body: [text(t("Tryck Escape eller Stäng för att stänga.", "Press Escape or Close to close it."))],
        }),
        b.block("Newsletter", {
          title: b.text(t("Nyhetsbrev", "Newsletter")),
          text: b.text(t("Prenumerera på nyheter.", "Subscribe to news.")),
        }),
        b.block("ArticleTeaser", { article: articleUuid(0) }),
        b.block("FeaturedArticles", {
          title: b.text(t("Utvalda artiklar", "Featured articles")),
          articles: [articleUuid(1), articleUuid(4), articleUuid(7)],
        }),
        b.block("ArticlesList", {
          title: b.text(t("Artiklar om friluftsliv", "Articles about outdoor life")),
          category: "friluftsliv",
          page_size: 3,
        }),
        b.block("RelatedArticles", { title: b.text(t("Fler artiklar", "More articles")), limit: 3 }),
        b.block("BlogCategory", { title: b.text(t("Guider", "Guides")), category: "guider", page_size: 3 }),
        b.block("Article", {
          title: b.text(t("En artikel som block", "An article as a block")),
          teaser: b.text(
            t("Artikelblocket är roten i varje bloggartikel.", "The Article block is the root of every blog article."),
          ),
          image: scene("lake", 40, ""),
          author: "Butik",
          body: richTextFromMarkup(
            b.text(t("Brödtexten i en artikel är rich text.", "An article's body is rich text.")),
          ),
        }),
      ],
    }),
  });
}
