import { describe, expect, it } from "vitest";
import { imageSrcSet, imageUrl } from "./image-url.ts";

describe("image URLs", () => {
  it("point at /img on this server, or behind IMAGE_CDN_BASE when one is set", () => {
    expect(imageUrl("", "products/1-red.svg", 480)).toBe("/img/products/1-red.svg?w=480&fmt=webp");
    expect(imageUrl("https://cdn.example.com", "products/1-red.svg", 480, "avif")).toBe(
      "https://cdn.example.com/img/products/1-red.svg?w=480&fmt=avif",
    );
  });

  it("list every standard width up to the largest wanted", () => {
    expect(imageSrcSet("", "a.svg", 480)).toBe(
      "/img/a.svg?w=160&fmt=webp 160w, /img/a.svg?w=320&fmt=webp 320w, /img/a.svg?w=480&fmt=webp 480w",
    );
  });

  it("escapes characters that are not safe in a path", () => {
    expect(imageUrl("", "products/ä ö.svg", 160)).toBe("/img/products/%C3%A4%20%C3%B6.svg?w=160&fmt=webp");
  });
});
