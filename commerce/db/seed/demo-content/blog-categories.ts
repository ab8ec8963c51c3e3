import type { Text } from "../demo-catalogue.ts";
import type { SceneKind } from "./scenes.ts";

export interface BlogCategorySeed {
  /** The folder under blog/: the category story is blog/{slug}, its articles blog/{slug}/{article}. */
  slug: string;
  title: Text;
  description: Text;
  scene: SceneKind;
}

export const blogCategories: BlogCategorySeed[] = [
  {
    slug: "friluftsliv",
    title: { sv: "Friluftsliv", en: "Outdoor life" },
    description: {
      sv: "Turer, packlistor och tips för att trivas ute i alla väder.",
      en: "Trips, packing lists and tips for enjoying the outdoors in any weather.",
    },
    scene: "mountains",
  },
  {
    slug: "stil",
    title: { sv: "Stil", en: "Style" },
    description: {
      sv: "Klädval som håller säsong efter säsong, från stad till skog.",
      en: "Clothes that last season after season, from the city to the forest.",
    },
    scene: "city",
  },
  {
    slug: "hallbarhet",
    title: { sv: "Hållbarhet", en: "Sustainability" },
    description: {
      sv: "Hur vi väljer material, lagar det som går sönder och tar ansvar för det vi säljer.",
      en: "How we choose materials, mend what breaks and take responsibility for what we sell.",
    },
    scene: "forest",
  },
  {
    slug: "guider",
    title: { sv: "Guider", en: "Guides" },
    description: {
      sv: "Skötselråd och storleksguider som gör att dina saker passar och håller längre.",
      en: "Care advice and size guides that make your things fit and last longer.",
    },
    scene: "knit",
  },
];
