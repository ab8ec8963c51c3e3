import type { ReactNode } from "react";
import type { BlockName, BlockOf } from "#commerce/modules/content/index.ts";
import { ArrowImageGalleryBlock } from "./arrow-image-gallery.tsx";
import { ArrowBlock } from "./arrow.tsx";
import { ArticleTeaserBlock } from "./article-teaser.tsx";
import { ArticleBlock } from "./article.tsx";
import { ArticlesListBlock } from "./articles-list.tsx";
import { BigPictureBlock } from "./big-picture.tsx";
import { BlogCategoryBlock } from "./blog-category.tsx";
import { ButtonBlock } from "./button.tsx";
import { CarouselBlock } from "./carousel.tsx";
import { CategoryWidgetBlock } from "./category-widget.tsx";
import { ColumnsBlock } from "./columns.tsx";
import { DropdownBlock } from "./dropdown.tsx";
import { FeatureBlock } from "./feature.tsx";
import { FeaturedArticlesBlock } from "./featured-articles.tsx";
import { FeaturedCampaignBlock } from "./featured-campaign.tsx";
import { FeaturedCategoriesBlock } from "./featured-categories.tsx";
import { FeaturedProductsBlock } from "./featured-products.tsx";
import { GridBlock } from "./grid.tsx";
import { GroupImageTextBlock } from "./group-image-text.tsx";
import { HeroBlock } from "./hero.tsx";
import { ImageGalleryBlock } from "./image-gallery.tsx";
import { ImageListBlock } from "./image-list.tsx";
import { ImageBlock } from "./image.tsx";
import { InputBlock } from "./input.tsx";
import { MenuLinkDropdownBlock } from "./menu-link-dropdown.tsx";
import { MenuLinkBlock } from "./menu-link.tsx";
import { NewsletterBlock } from "./newsletter.tsx";
import { PageBlock } from "./page.tsx";
import { PopUpBlock } from "./pop-up.tsx";
import { ProductAttributesBlock } from "./product-attributes.tsx";
import { ProductDetailsBlock } from "./product-details.tsx";
import { RelatedArticlesBlock } from "./related-articles.tsx";
import { RichTextBlock } from "./rich-text.tsx";
import { Row4ColumnsBlock } from "./row4-columns.tsx";
import { SelectedCategoriesBlock } from "./selected-categories.tsx";
import { SimpleLinkBlock } from "./simple-link.tsx";
import { TeaserBlock } from "./teaser.tsx";

/** Each of SPEC §1's 37 blocks: the component that renders it (its schema lives in the engine). */
export const blockComponents: { [Name in BlockName]: (props: { block: BlockOf<Name> }) => ReactNode } = {
  Button: ButtonBlock,
  Arrow: ArrowBlock,
  Carousel: CarouselBlock,
  CategoryWidget: CategoryWidgetBlock,
  Columns: ColumnsBlock,
  Dropdown: DropdownBlock,
  Feature: FeatureBlock,
  FeaturedCampaign: FeaturedCampaignBlock,
  FeaturedCategories: FeaturedCategoriesBlock,
  FeaturedProducts: FeaturedProductsBlock,
  Grid: GridBlock,
  GroupImageText: GroupImageTextBlock,
  Hero: HeroBlock,
  Image: ImageBlock,
  ArrowImageGallery: ArrowImageGalleryBlock,
  BigPicture: BigPictureBlock,
  ImageGallery: ImageGalleryBlock,
  ImageList: ImageListBlock,
  PopUp: PopUpBlock,
  Input: InputBlock,
  MenuLink: MenuLinkBlock,
  MenuLinkDropdown: MenuLinkDropdownBlock,
  Newsletter: NewsletterBlock,
  Page: PageBlock,
  ProductAttributes: ProductAttributesBlock,
  ProductDetails: ProductDetailsBlock,
  RichText: RichTextBlock,
  Row4Columns: Row4ColumnsBlock,
  SelectedCategories: SelectedCategoriesBlock,
  SimpleLink: SimpleLinkBlock,
  Teaser: TeaserBlock,
  Article: ArticleBlock,
  ArticleTeaser: ArticleTeaserBlock,
  ArticlesList: ArticlesListBlock,
  BlogCategory: BlogCategoryBlock,
  FeaturedArticles: FeaturedArticlesBlock,
  RelatedArticles: RelatedArticlesBlock,
};
