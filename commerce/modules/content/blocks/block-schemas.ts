import type { z } from "zod";
import {
  articleBlock,
  articlesListBlock,
  articleTeaserBlock,
  blogCategoryBlock,
  featuredArticlesBlock,
  relatedArticlesBlock,
  richTextBlock,
} from "./blog-blocks.ts";
import { inputBlock, newsletterBlock } from "./form-blocks.ts";
import { carouselBlock, columnsBlock, gridBlock, pageBlock, row4ColumnsBlock } from "./layout-blocks.ts";
import {
  arrowImageGalleryBlock,
  bigPictureBlock,
  featureBlock,
  featuredCampaignBlock,
  groupImageTextBlock,
  heroBlock,
  imageBlock,
  imageGalleryBlock,
  imageListBlock,
  teaserBlock,
} from "./media-blocks.ts";
import {
  arrowBlock,
  buttonBlock,
  dropdownBlock,
  menuLinkBlock,
  menuLinkDropdownBlock,
  popUpBlock,
  simpleLinkBlock,
} from "./navigation-blocks.ts";
import {
  categoryWidgetBlock,
  featuredCategoriesBlock,
  featuredProductsBlock,
  productAttributesBlock,
  productDetailsBlock,
  selectedCategoriesBlock,
} from "./shop-blocks.ts";

/** The schema of each of SPEC §1's 37 blocks, by component name. */
export const blockSchemas = {
  Button: buttonBlock,
  Arrow: arrowBlock,
  Carousel: carouselBlock,
  CategoryWidget: categoryWidgetBlock,
  Columns: columnsBlock,
  Dropdown: dropdownBlock,
  Feature: featureBlock,
  FeaturedCampaign: featuredCampaignBlock,
  FeaturedCategories: featuredCategoriesBlock,
  FeaturedProducts: featuredProductsBlock,
  Grid: gridBlock,
  GroupImageText: groupImageTextBlock,
  Hero: heroBlock,
  Image: imageBlock,
  ArrowImageGallery: arrowImageGalleryBlock,
  BigPicture: bigPictureBlock,
  ImageGallery: imageGalleryBlock,
  ImageList: imageListBlock,
  PopUp: popUpBlock,
  Input: inputBlock,
  MenuLink: menuLinkBlock,
  MenuLinkDropdown: menuLinkDropdownBlock,
  Newsletter: newsletterBlock,
  Page: pageBlock,
  ProductAttributes: productAttributesBlock,
  ProductDetails: productDetailsBlock,
  RichText: richTextBlock,
  Row4Columns: row4ColumnsBlock,
  SelectedCategories: selectedCategoriesBlock,
  SimpleLink: simpleLinkBlock,
  Teaser: teaserBlock,
  Article: articleBlock,
  ArticleTeaser: articleTeaserBlock,
  ArticlesList: articlesListBlock,
  BlogCategory: blogCategoryBlock,
  FeaturedArticles: featuredArticlesBlock,
  RelatedArticles: relatedArticlesBlock,
} as const;

export type BlockName = keyof typeof blockSchemas;
/** A block after validation: its schema's output, defaults filled in. */
export type BlockOf<Name extends BlockName> = z.output<(typeof blockSchemas)[Name]>;

/** The blocks a story is built on: a page, a blog article or a blog category. */
export const storyRootBlockNames = ["Page", "Article", "BlogCategory"] as const satisfies readonly BlockName[];

export function isBlockName(name: string): name is BlockName {
  return Object.hasOwn(blockSchemas, name);
}
