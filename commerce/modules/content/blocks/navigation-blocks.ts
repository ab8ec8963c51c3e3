import { z } from "zod";
import { childBlocks, defineBlock, link, optionalLink, optionalText, requiredText } from "./fields.ts";

/** Links, menus, buttons and overlays. */

export const buttonBlock = defineBlock("Button", {
  label: requiredText,
  link,
  variant: z.enum(["primary", "secondary", "ghost"]).default("primary"),
});

/** An arrow that points the way: a link with an arrow icon and a label for screen readers. */
export const arrowBlock = defineBlock("Arrow", {
  direction: z.enum(["left", "right", "up", "down"]).default("right"),
  label: requiredText,
  link: optionalLink,
});

/** A plain text link, as in the footer. */
export const simpleLinkBlock = defineBlock("SimpleLink", {
  label: requiredText,
  link,
});

/** A link of the header menu. */
export const menuLinkBlock = defineBlock("MenuLink", {
  label: requiredText,
  link,
});

/** A header menu entry that opens a list of links (a disclosure menu). */
export const menuLinkDropdownBlock = defineBlock("MenuLinkDropdown", {
  label: requiredText,
  link: optionalLink,
  links: childBlocks,
});

/** A button that shows or hides nested blocks (a disclosure). */
export const dropdownBlock = defineBlock("Dropdown", {
  label: requiredText,
  items: childBlocks,
});

/** A button that opens nested blocks in a dialog. */
export const popUpBlock = defineBlock("PopUp", {
  trigger_label: requiredText,
  title: requiredText,
  body: childBlocks,
  close_label: optionalText,
});
