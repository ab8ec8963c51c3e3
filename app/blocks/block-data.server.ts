import type { AppLoadContext } from "react-router";
import type { ShopLocale } from "#commerce/locale.ts";
import {
  collectCategoryIds,
  findCategory,
  type CategoryNode,
  type ProductCard,
  type ProductDetail,
} from "#commerce/modules/catalogue/index.ts";
import {
  blockSchemas,
  visitBlocks,
  type Block,
  type BlockName,
  type BlockOf,
  type Story,
} from "#commerce/modules/content/index.ts";
import { emptyFilters } from "#commerce/modules/search/index.ts";
import { categorySlugOf, type ArticleSummary } from "./article-summary.ts";
import { freeDeliveryPlaceholder } from "./free-delivery-placeholder.ts";

/** What a data block's loader knows about the page it is on. */
export interface BlockDataContext {
  context: AppLoadContext;
  locale: ShopLocale;
  priceListId: number;
  url: URL;
  /** The story being shown; RelatedArticles needs to know which article it is on. */
  storySlug: string;
}

/** An article story as a summary; undefined when its content is not a valid Article. */
function summarizeArticle(
  story: Pick<Story, "uuid" | "fullSlug" | "publishedAt" | "content">,
): ArticleSummary | undefined {
  const article = blockSchemas.Article.safeParse(story.content);
  if (!article.success) return undefined;
  const { title, teaser, author, image } = article.data;
  return {
    uuid: story.uuid,
    fullSlug: story.fullSlug,
    title,
    teaser,
    author,
    image,
    publishedAt: story.publishedAt,
    categorySlug: categorySlugOf(story.fullSlug),
  };
}

/** One page of articles with what the pager needs. */
export interface ArticlePage {
  articles: ArticleSummary[];
  page: number;
  pageCount: number;
}

export interface BlogCategoryData extends ArticlePage {
  categories: { fullSlug: string; title: string }[];
}

/** The data each data block's component receives, by block name. */
export interface BlockData {
  FeaturedProducts: ProductCard[];
  FeaturedCategories: CategoryNode[];
  SelectedCategories: CategoryNode[];
  CategoryWidget: CategoryNode;
  ProductDetails: ProductDetail;
  ProductAttributes: ProductDetail;
  ArticlesList: ArticlePage;
  BlogCategory: BlogCategoryData;
  ArticleTeaser: ArticleSummary;
  FeaturedArticles: ArticleSummary[];
  RelatedArticles: ArticleSummary[];
  Article: { category: { fullSlug: string; title: string } | null };
  Feature: { freeDeliveryFromIncVat: number | null };
}

type DataBlockName = keyof BlockData & BlockName;
type BlockDataLoader<Name extends DataBlockName> = (
  block: BlockOf<Name>,
  page: BlockDataContext,
) => Promise<BlockData[Name] | undefined>;

const blogRoot = "blog/";

function requestedPage(url: URL): number {
  const page = Number(url.searchParams.get("page") ?? 1);
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}

async function listArticles(page: BlockDataContext, startsWith: string, pageSize: number): Promise<ArticlePage> {
  const pageNo = requestedPage(page.url);
  const { stories, total } = await page.context.commerce.content.listStories(page.locale, {
    startsWith,
    contentType: "Article",
    perPage: pageSize,
    page: pageNo,
  });
  return {
    articles: stories.flatMap((story) => summarizeArticle(story) ?? []),
    page: pageNo,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}

async function findCategories(page: BlockDataContext, ids: readonly number[]): Promise<CategoryNode[]> {
  const tree = await page.context.commerce.catalogue.getCategoryTree(page.locale);
  return ids.flatMap((id) => findCategory(tree, id) ?? []);
}

async function listBlogCategories(page: BlockDataContext): Promise<{ fullSlug: string; title: string }[]> {
  const { stories } = await page.context.commerce.content.listStories(page.locale, {
    startsWith: blogRoot,
    contentType: "BlogCategory",
    sortBy: "name:asc",
  });
  return stories.flatMap((story) => {
    const category = blockSchemas.BlogCategory.safeParse(story.content);
    return category.success ? [{ fullSlug: story.fullSlug, title: category.data.title }] : [];
  });
}

async function readProduct(page: BlockDataContext, uniqueName: string): Promise<ProductDetail | undefined> {
  return page.context.commerce.catalogue.getProductByUniqueName(page.locale, uniqueName, page.priceListId);
}

async function featuredProducts(block: BlockOf<"FeaturedProducts">, page: BlockDataContext): Promise<ProductCard[]> {
  const { catalogue, search } = page.context.commerce;
  if (block.source === "products") {
    const products = await Promise.all(block.products.map((name) => readProduct(page, name)));
    return products.flatMap((product) => product ?? []).slice(0, block.limit);
  }
  const filters = emptyFilters();
  const listing = {
    locale: page.locale,
    priceListId: page.priceListId,
    sort: "latest" as const,
    pageSize: block.limit,
  };
  if (block.source === "news" || block.source === "sale") {
    const vocabulary = await catalogue.getVocabulary(page.locale);
    filters.flags = [...vocabulary.flags.values()].filter((flag) => flag.code === block.source).map((flag) => flag.id);
  }
  if (block.source === "category") {
    const [category] = block.category ? await findCategories(page, [block.category]) : [];
    if (!category) return [];
    return (await search.listProducts({ ...listing, categoryIds: collectCategoryIds(category) }, filters)).items;
  }
  return (await search.listProducts(listing, filters)).items;
}

const loaders: { [Name in DataBlockName]: BlockDataLoader<Name> } = {
  FeaturedProducts: featuredProducts,
  FeaturedCategories: (block, page) => findCategories(page, block.categories),
  SelectedCategories: (block, page) => findCategories(page, block.categories),
  CategoryWidget: async (block, page) => (await findCategories(page, [block.category]))[0],
  ProductDetails: (block, page) => readProduct(page, block.product),
  ProductAttributes: (block, page) => readProduct(page, block.product),
  ArticlesList: (block, page) =>
    listArticles(page, block.category ? `${blogRoot}${block.category}/` : blogRoot, block.page_size),
  BlogCategory: async (block, page) => {
    const folder = block.category ? `${blogRoot}${block.category}` : page.storySlug;
    const [articles, categories] = await Promise.all([
      listArticles(page, `${folder}/`, block.page_size),
      listBlogCategories(page),
    ]);
    return { ...articles, categories };
  },
  ArticleTeaser: async (block) =>
    typeof block.article === "string" ? undefined : summarizeArticle(block.article as unknown as Story),
  FeaturedArticles: async (block, page) => {
    const picked = block.articles.flatMap((article) =>
      typeof article === "string" ? [] : (summarizeArticle(article as unknown as Story) ?? []),
    );
    if (picked.length > 0) return picked.slice(0, block.limit);
    const { stories } = await page.context.commerce.content.listStories(page.locale, {
      startsWith: blogRoot,
      contentType: "Article",
      perPage: block.limit,
    });
    return stories.flatMap((story) => summarizeArticle(story) ?? []);
  },
  RelatedArticles: async (block, page) => {
    // On an article (blog/{category}/{article}) its category's articles; anywhere else the newest.
    const onArticle = /^blog\/[^/]+\/[^/]+$/.test(page.storySlug);
    const startsWith = onArticle ? `${categorySlugOf(page.storySlug)}/` : blogRoot;
    const { stories } = await page.context.commerce.content.listStories(page.locale, {
      startsWith,
      contentType: "Article",
      perPage: block.limit + 1,
    });
    return stories
      .filter((story) => story.fullSlug !== page.storySlug)
      .flatMap((story) => summarizeArticle(story) ?? [])
      .slice(0, block.limit);
  },
  Feature: async (block, page) => {
    // Only a selling point that names the threshold reads it: it is the shop's setting, not the editor's text.
    if (![block.title, block.text].some((text) => text?.includes(freeDeliveryPlaceholder)))
      return { freeDeliveryFromIncVat: null };
    const currency = await page.context.shopper.currency();
    return { freeDeliveryFromIncVat: await page.context.commerce.checkoutMethods.freeDeliveryFrom(currency.code) };
  },
  Article: async (_block, page) => {
    const category = await page.context.commerce.content.getStory(page.locale, categorySlugOf(page.storySlug));
    const parsed = category ? blockSchemas.BlogCategory.safeParse(category.content) : undefined;
    return { category: category && parsed?.success ? { fullSlug: category.fullSlug, title: parsed.data.title } : null };
  },
};

function hasLoader(name: string): name is DataBlockName {
  return Object.hasOwn(loaders, name);
}

/**
 * Reads the shop data every data block of a (validated) tree shows, keyed by block uid. A block
 * whose data is gone (a deleted product or category) gets none, renders nothing and is logged.
 */
export async function loadBlockData(root: Block, page: BlockDataContext): Promise<Record<string, unknown>> {
  const pending: Promise<[string, unknown]>[] = [];
  visitBlocks(root, (block) => {
    if (!hasLoader(block.component)) return;
    const load = loaders[block.component] as BlockDataLoader<DataBlockName>;
    pending.push(
      load(block as BlockOf<DataBlockName>, page).then((data) => {
        if (data === undefined)
          page.context.log.warn("CMS block shows nothing: its shop data is missing", {
            component: block.component,
            uid: block._uid,
            story: page.storySlug,
          });
        return [block._uid, data];
      }),
    );
  });
  return Object.fromEntries(await Promise.all(pending));
}
