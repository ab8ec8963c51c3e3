import type { BlockName, BlockOf } from "#commerce/modules/content/index.ts";
import { lazyBlock, type LazyBlock } from "../components/content/block-tree.tsx";

/**
 * Each of SPEC §1's 37 blocks: the component that renders it (its schema lives in the engine),
 * imported when a page first shows such a block, so that in the browser each block is a chunk of
 * its own that only the pages using it load (issue 18). The server names the blocks of each story
 * it sends (StoryTree.blockNames) and the tree's provider loads them before it renders.
 */
export const blockComponents: { [Name in BlockName]: LazyBlock<BlockOf<Name>> } = {
  Button: lazyBlock(() => import("./button.tsx").then((module) => module.ButtonBlock)),
  Arrow: lazyBlock(() => import("./arrow.tsx").then((module) => module.ArrowBlock)),
  Carousel: lazyBlock(() => import("./carousel.tsx").then((module) => module.CarouselBlock)),
  CategoryWidget: lazyBlock(() => import("./category-widget.tsx").then((module) => module.CategoryWidgetBlock)),
  Columns: lazyBlock(() => import("./columns.tsx").then((module) => module.ColumnsBlock)),
  Dropdown: lazyBlock(() => import("./dropdown.tsx").then((module) => module.DropdownBlock)),
  Feature: lazyBlock(() => import("./feature.tsx").then((module) => module.FeatureBlock)),
  FeaturedCampaign: lazyBlock(() => import("./featured-campaign.tsx").then((module) => module.FeaturedCampaignBlock)),
  FeaturedCategories: lazyBlock(() =>
    import("./featured-categories.tsx").then((module) => module.FeaturedCategoriesBlock),
  ),
  FeaturedProducts: lazyBlock(() => import("./featured-products.tsx").then((module) => module.FeaturedProductsBlock)),
  Grid: lazyBlock(() => import("./grid.tsx").then((module) => module.GridBlock)),
  GroupImageText: lazyBlock(() => import("./group-image-text.tsx").then((module) => module.GroupImageTextBlock)),
  Hero: lazyBlock(() => import("./hero.tsx").then((module) => module.HeroBlock)),
  Image: lazyBlock(() => import("./image.tsx").then((module) => module.ImageBlock)),
  ArrowImageGallery: lazyBlock(() =>
    import("./arrow-image-gallery.tsx").then((module) => module.ArrowImageGalleryBlock),
  ),
  BigPicture: lazyBlock(() => import("./big-picture.tsx").then((module) => module.BigPictureBlock)),
  ImageGallery: lazyBlock(() => import("./image-gallery.tsx").then((module) => module.ImageGalleryBlock)),
  ImageList: lazyBlock(() => import("./image-list.tsx").then((module) => module.ImageListBlock)),
  PopUp: lazyBlock(() => import("./pop-up.tsx").then((module) => module.PopUpBlock)),
  Input: lazyBlock(() => import("./input.tsx").then((module) => module.InputBlock)),
  MenuLink: lazyBlock(() => import("./menu-link.tsx").then((module) => module.MenuLinkBlock)),
  MenuLinkDropdown: lazyBlock(() => import("./menu-link-dropdown.tsx").then((module) => module.MenuLinkDropdownBlock)),
  Newsletter: lazyBlock(() => import("./newsletter.tsx").then((module) => module.NewsletterBlock)),
  Page: lazyBlock(() => import("./page.tsx").then((module) => module.PageBlock)),
  ProductAttributes: lazyBlock(() =>
    import("./product-attributes.tsx").then((module) => module.ProductAttributesBlock),
  ),
  ProductDetails: lazyBlock(() => import("./product-details.tsx").then((module) => module.ProductDetailsBlock)),
  RichText: lazyBlock(() => import("./rich-text.tsx").then((module) => module.RichTextBlock)),
  Row4Columns: lazyBlock(() => import("./row4-columns.tsx").then((module) => module.Row4ColumnsBlock)),
  SelectedCategories: lazyBlock(() =>
    import("./selected-categories.tsx").then((module) => module.SelectedCategoriesBlock),
  ),
  SimpleLink: lazyBlock(() => import("./simple-link.tsx").then((module) => module.SimpleLinkBlock)),
  Teaser: lazyBlock(() => import("./teaser.tsx").then((module) => module.TeaserBlock)),
  Article: lazyBlock(() => import("./article.tsx").then((module) => module.ArticleBlock)),
  ArticleTeaser: lazyBlock(() => import("./article-teaser.tsx").then((module) => module.ArticleTeaserBlock)),
  ArticlesList: lazyBlock(() => import("./articles-list.tsx").then((module) => module.ArticlesListBlock)),
  BlogCategory: lazyBlock(() => import("./blog-category.tsx").then((module) => module.BlogCategoryBlock)),
  FeaturedArticles: lazyBlock(() => import("./featured-articles.tsx").then((module) => module.FeaturedArticlesBlock)),
  RelatedArticles: lazyBlock(() => import("./related-articles.tsx").then((module) => module.RelatedArticlesBlock)),
};

/** The file of a block's component, beside this one: Hero's hero.tsx, Row4Columns' row4-columns.tsx. */
export function blockFileOf(name: BlockName): string {
  return `${name.replace(/(?<=.)([A-Z])/g, "-$1").toLowerCase()}.tsx`;
}

// In the browser, the blocks the server rendered (their scripts preloaded with the page) are imported
// as soon as this module runs, all at once, before hydration reaches them: not one story (header,
// page, footer) after the other, as each tree's provider would ask for them, each time suspending
// the hydration. A failure is the provider's to report, when it loads again.
if (typeof document !== "undefined")
  for (const element of document.querySelectorAll("[data-block]")) {
    const name = element.getAttribute("data-block") ?? "";
    if (Object.hasOwn(blockComponents, name)) blockComponents[name as BlockName].load().catch(() => {});
  }
