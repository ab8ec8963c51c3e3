import { useFetcher, useLocation, useSearchParams } from "react-router";
import type { BlockOf } from "#commerce/modules/content/index.ts";
import { TextField } from "../components/ui/text-field.tsx";
import { isErrorMessageKey } from "../i18n/error-messages.ts";
import type { action as subscribeAction, SubscribeOutcome } from "../routes/newsletter.ts";
import { useShop } from "../shop/use-shop.ts";

/**
 * Newsletter sign-up. With JavaScript the form posts in the background and confirms in place;
 * without, the post redirects back here with the outcome in the URL.
 */
export function NewsletterBlock({ block }: { block: BlockOf<"Newsletter"> }) {
  const { t, locale } = useShop();
  const fetcher = useFetcher<typeof subscribeAction>();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const outcome = fetcher.data ?? outcomeInUrl(searchParams.get("newsletter"));
  const emailError = outcome && !outcome.ok ? outcome.fields.email : undefined;
  return (
    <section className="mx-auto w-full max-w-7xl px-4">
      <div className="flex flex-col gap-4 rounded-2xl bg-brand-100 p-6 md:flex-row md:items-end md:justify-between md:p-8">
        <div className="max-w-lg">
          <h2 className="text-2xl font-semibold">{block.title}</h2>
          {block.text ? <p className="mt-2 text-neutral-700">{block.text}</p> : null}
        </div>
        {outcome?.ok ? (
          <p role="status" className="font-medium text-brand-700">
            {t("newsletter.subscribed")}
          </p>
        ) : (
          <fetcher.Form
            method="post"
            action="/newsletter"
            noValidate
            className="flex w-full max-w-md flex-wrap items-start gap-2"
          >
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
            <div className="min-w-48 flex-1">
              <TextField
                label={t("newsletter.email")}
                name="email"
                type="email"
                autoComplete="email"
                required
                error={emailError ? t(emailError.key, emailError.params) : undefined}
              />
            </div>
            <button
              type="submit"
              disabled={fetcher.state !== "idle"}
              className="mt-6 rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
            >
              {block.button_label ?? t("newsletter.subscribe")}
            </button>
          </fetcher.Form>
        )}
      </div>
    </section>
  );
}

/** The outcome a plain form post (no JavaScript) was redirected back with. */
function outcomeInUrl(value: string | null): SubscribeOutcome | undefined {
  if (value === "subscribed") return { ok: true };
  return isErrorMessageKey(value) ? { ok: false, fields: { email: { key: value } } } : undefined;
}
