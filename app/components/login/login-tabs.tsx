import { Link, useSearchParams } from "react-router";
import type { MessageKey } from "#app/i18n/translate.ts";
import { useShop } from "#app/shop/use-shop.ts";

/** The login page's views: logging in, signing up, asking for a password reset. */
export const loginViews = ["login", "signup", "forgot"] as const;
export type LoginView = (typeof loginViews)[number];

/** The view a `?view=` parameter names, or logging in when it names none. */
export function requestedLoginView(requested: string | null): LoginView {
  return loginViews.find((view) => view === requested) ?? "login";
}

const tabs: [LoginView, MessageKey][] = [
  ["login", "login.title"],
  ["signup", "login.signUpTab"],
  ["forgot", "login.forgotTab"],
];

/** Links between the views, keeping the page's other parameters (a `returnTo`, say); the current one is marked. */
export function LoginTabs({ view }: { view: LoginView }) {
  const { t } = useShop();
  const [searchParams] = useSearchParams();
  const viewHref = (target: LoginView) => {
    const params = new URLSearchParams(searchParams);
    if (target === "login") params.delete("view");
    else params.set("view", target);
    const query = params.toString();
    return query ? `?${query}` : "?";
  };
  return (
    <nav aria-label={t("login.views")}>
      <ul className="mb-8 flex gap-2 border-b border-neutral-200">
        {tabs.map(([target, label]) => (
          <li key={target}>
            <Link
              to={viewHref(target)}
              replace
              aria-current={view === target ? "page" : undefined}
              className="block border-b-2 border-transparent px-3 py-2 text-sm aria-[current=page]:border-brand-700 aria-[current=page]:font-semibold"
            >
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
