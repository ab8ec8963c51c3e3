import type { ProductDetail } from "#commerce/modules/catalogue/index.ts";
import { toMajorUnits } from "#commerce/modules/pricing/browser.ts";
import type { OpeningSchedule } from "#commerce/modules/stores/index.ts";
import type { Store } from "#commerce/modules/stores/index.ts";
import { isAbsoluteUrl } from "../shop/image-url.ts";

/** schema.org structured data (JSON-LD) for search engines; every builder takes absolute URLs. */
type Thing = Record<string, unknown>;
const context = "https://schema.org";

/** A URL as search engines need it: paths get the shop's origin, absolute URLs (a CDN, Storyblok) stay. */
export const absoluteUrl = (origin: string, url: string) => (isAbsoluteUrl(url) ? url : `${origin}${url}`);

export function organizationJsonLd(origin: string, name: string): Thing {
  return { "@context": context, "@type": "Organization", name, url: `${origin}/`, logo: `${origin}/favicon.svg` };
}

export function breadcrumbJsonLd(origin: string, trail: readonly { label: string; to: string }[]): Thing {
  return {
    "@context": context,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: `${origin}${crumb.to}`,
    })),
  };
}

/** A product with one offer per variant: price in the shopper's currency, availability from online stock. */
export function productJsonLd(
  origin: string,
  product: ProductDetail,
  page: { path: string; currencyCode: string; decimals: number; imageUrls: string[] },
): Thing {
  const price = toMajorUnits(product.priceIncVat, page).toFixed(page.decimals);
  return {
    "@context": context,
    "@type": "Product",
    name: product.name,
    description: product.shortDescription || product.description,
    sku: product.uniqueName,
    url: `${origin}${page.path}`,
    image: page.imageUrls,
    ...(product.brand ? { brand: { "@type": "Brand", name: product.brand } } : {}),
    offers: product.variants.map((variant) => ({
      "@type": "Offer",
      sku: variant.partNo,
      price,
      priceCurrency: page.currencyCode,
      availability:
        variant.onHand > 0
          ? "https://schema.org/InStock"
          : variant.onHandStore > 0
            ? "https://schema.org/InStoreOnly"
            : "https://schema.org/OutOfStock",
      url: `${origin}${page.path}`,
    })),
  };
}

export function articleJsonLd(
  origin: string,
  article: {
    headline: string;
    description: string;
    path: string;
    published: string | null;
    imageUrl: string | null;
    publisher: string;
  },
): Thing {
  return {
    "@context": context,
    "@type": "Article",
    headline: article.headline,
    description: article.description,
    url: `${origin}${article.path}`,
    mainEntityOfPage: `${origin}${article.path}`,
    ...(article.published ? { datePublished: article.published } : {}),
    ...(article.imageUrl ? { image: [article.imageUrl] } : {}),
    publisher: { "@type": "Organization", name: article.publisher },
  };
}

const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];

function openingHoursJsonLd(schedule: OpeningSchedule): Thing[] {
  const days: [string[], OpeningSchedule["weekdays"]][] = [
    [weekdays, schedule.weekdays],
    [["Saturday"], schedule.saturday],
    [["Sunday"], schedule.sunday],
  ];
  return days.flatMap(([dayOfWeek, hours]) =>
    hours ? [{ "@type": "OpeningHoursSpecification", dayOfWeek, opens: hours.opens, closes: hours.closes }] : [],
  );
}

export function storeJsonLd(origin: string, store: Store, pagePath: string): Thing {
  return {
    "@context": context,
    "@type": "Store",
    "@id": `${origin}${pagePath}#store-${store.code}`,
    name: store.name,
    url: `${origin}${pagePath}#store-${store.code}`,
    address: {
      "@type": "PostalAddress",
      streetAddress: store.streetAddress,
      postalCode: store.zipCode,
      addressLocality: store.city,
      addressCountry: store.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: store.latitude, longitude: store.longitude },
    telephone: store.phone,
    ...(store.fax ? { faxNumber: store.fax } : {}),
    email: store.email,
    openingHoursSpecification: openingHoursJsonLd(store.openingHours),
  };
}
