import { z } from "zod";
import { asset, defineBlock, optionalAsset, optionalLink, optionalText, requiredText } from "./fields.ts";

/** Pictures and the texts that go with them. */

/** The big opening of a page: picture, heading, a line of text and a call to action. */
export const heroBlock = defineBlock("Hero", {
  title: requiredText,
  subtitle: optionalText,
  image: asset,
  link: optionalLink,
  link_label: optionalText,
  align: z.enum(["left", "center"]).default("left"),
});

/** One picture, with an optional caption and link. */
export const imageBlock = defineBlock("Image", {
  image: asset,
  caption: optionalText,
  link: optionalLink,
});

/** A picture across the whole width with text over it. */
export const bigPictureBlock = defineBlock("BigPicture", {
  image: asset,
  title: optionalText,
  text: optionalText,
  link: optionalLink,
  link_label: optionalText,
});

const galleryImages = z.array(asset).min(1);

/** A large picture with thumbnails; arrows, keyboard and swipe move between pictures. */
export const imageGalleryBlock = defineBlock("ImageGallery", {
  title: optionalText,
  images: galleryImages,
});

/** A strip of pictures moved with arrow buttons, keyboard or swipe. */
export const arrowImageGalleryBlock = defineBlock("ArrowImageGallery", {
  title: optionalText,
  images: galleryImages,
});

/** Pictures in a row, each with a title and an optional link (brands, inspiration). */
export const imageListBlock = defineBlock("ImageList", {
  title: optionalText,
  items: z.array(z.object({ image: asset, title: requiredText, link: optionalLink })).min(1),
});

/** A picture beside a text, the picture left or right. */
export const groupImageTextBlock = defineBlock("GroupImageText", {
  title: requiredText,
  text: requiredText,
  image: asset,
  image_position: z.enum(["left", "right"]).default("left"),
  link: optionalLink,
  link_label: optionalText,
});

/** A headline with an optional text, picture and link. */
export const teaserBlock = defineBlock("Teaser", {
  headline: requiredText,
  text: optionalText,
  image: optionalAsset,
  link: optionalLink,
});

/** A campaign banner: picture, heading, text and a call to action on a coloured ground. */
export const featuredCampaignBlock = defineBlock("FeaturedCampaign", {
  title: requiredText,
  text: optionalText,
  image: asset,
  link: optionalLink,
  link_label: optionalText,
  tone: z.enum(["forest", "sand", "night"]).default("forest"),
});

export const featureIcons = ["truck", "return", "store", "shield", "leaf", "heart"] as const;

/** A selling point: an icon, a title and a line of text (free delivery, easy returns...). */
export const featureBlock = defineBlock("Feature", {
  icon: z.enum(featureIcons).default("leaf"),
  title: requiredText,
  text: optionalText,
});
