import { use } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import stylesheetUrl from "./app.css?url";
import type { Route } from "./+types/root.ts";
import { ErrorScreen } from "./components/layout/error-screen.tsx";
import { localeOfPath } from "./i18n/locale-routing.ts";
import { loadingCatalogues, loadingLocaleMessages, resolveMessages } from "./i18n/translate.ts";
import { messagesAssetOf } from "./i18n/messages-asset.server.ts";
import { readStoryTree } from "./blocks/story-tree.server.ts";
import { contentPreviewLocale } from "./routes/admin/content/story-params.server.ts";
import { useCspNonce } from "./http/csp-nonce.ts";
import { AlternateLinks } from "./seo/alternate-links.tsx";
import { LoadingBar } from "./shell/loading-bar.tsx";
import { useAssetFailureReload } from "./shell/use-asset-failure-reload.ts";
import { useBuildUpdates } from "./shell/use-build-updates.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  // The back office has its own shell and data (routes/admin); none of the shop's is loaded for it,
  // except for a content preview, which shows the shop's blocks in its story's language.
  const previewLocale = contentPreviewLocale(request);
  if (context.staff && !(previewLocale && (await context.staff.session()))) return null;
  const { shopper } = context;
  const locale = previewLocale ?? shopper.locale;
  const currency = await shopper.currency();
  const storyRequest = { context, locale, priceListId: currency.priceListId, url: new URL(request.url) };
  // Nothing of the shopper's own (bag, login): a page is the same for every anonymous shopper and a
  // shared cache may keep it (ADR 0026); the shell loads those after the page (routes/shopper-status.ts).
  const [currencies, categories, header, footer] = await Promise.all([
    context.commerce.pricing.listCurrencies(),
    context.commerce.catalogue.getCategoryTree(locale),
    // The header menu and the footer are content too: stories that every page shows.
    readStoryTree(storyRequest, "config/header"),
    readStoryTree(storyRequest, "config/footer"),
  ]);
  return {
    locale,
    /** The locale's messages file, which the browser fetches (once) to translate (catalogues.browser.ts). */
    messagesPath: messagesAssetOf(locale).path,
    currency,
    currencies,
    categories,
    header: header ?? null,
    footer: footer ?? null,
    imageCdnBase: context.imageCdnBase,
    /** Where shoppers reach the shop, for absolute URLs in structured data. */
    origin: context.publicOrigin,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const admin = useRouteLoaderData("admin") as { locale?: string } | undefined;
  // A page may describe itself (a content page, an article); otherwise SPEC §1's description stands.
  const ownDescription = useMatches()
    .map((match) => (match.loaderData as { description?: unknown } | undefined)?.description)
    .findLast((description) => typeof description === "string");
  const nonce = useCspNonce();
  useBuildUpdates();
  useAssetFailureReload();
  // A storefront page fetches its locale's messages file, named by the loader above (the head
  // preloads it). The back office and an error page without that data translate from the
  // catalogues, which the browser loads first (only then). `use` comes after every other hook: React
  // replays a component that suspended while hydrating, and a hook after the suspension point broke
  // that replay (React error 467), so the whole back office was thrown away and drawn anew.
  const messagesLoading = data && !admin ? loadingLocaleMessages(data.locale, data.messagesPath) : loadingCatalogues();
  if (messagesLoading) use(messagesLoading);
  const messages = resolveMessages(data?.locale ?? "sv-SE");
  const adminLocale = admin?.locale;
  const lang =
    adminLocale ?? data?.locale ?? (typeof window === "undefined" ? "sv-SE" : localeOfPath(window.location.pathname));
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* With a precedence React puts the stylesheet first in the head, before the scripts it
            preloads, so the first paint waits for no script's bytes (issue 18). */}
        <link rel="stylesheet" href={stylesheetUrl} precedence="shop" nonce={nonce} />
        {data && !admin ? (
          <link rel="preload" href={data.messagesPath} as="fetch" crossOrigin="anonymous" nonce={nonce} />
        ) : null}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <meta name="description" content={(ownDescription as string | undefined) ?? messages["meta.description"]} />
        {data ? <AlternateLinks origin={data.origin} /> : null}
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-neutral-900 antialiased">
        <LoadingBar />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Last resort when the shell itself cannot render (for example the database is down). */
export function ErrorBoundary() {
  const error = useRouteError();
  return <ErrorScreen error={error} />;
}
