import { Form, NavLink, Outlet, useLoaderData } from "react-router";
import { ShopShell, ShopShellErrorBoundary } from "#app/components/layout/shop-shell.tsx";
import type { Route } from "./+types/account-layout.ts";
import type { MessageKey } from "#app/i18n/translate.ts";
import { requireCustomer } from "#app/shop/session.server.ts";
import { useShop } from "#app/shop/use-shop.ts";
import { fontPreloadLinks } from "#app/shell/font-preload.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context.shopper);
  return { customer: { firstName: customer.firstName, lastName: customer.lastName, email: customer.email } };
}

const accountPages: [string, MessageKey][] = [
  ["/account", "account.overview"],
  ["/account/order", "account.orders"],
  ["/account/profile", "account.profile"],
  ["/account/address", "account.addresses"],
  ["/account/payment", "account.payment"],
];

/** SPEC §2 account layout: the shop's header and footer around the account navigation and page. */
export default function AccountLayout() {
  const { customer } = useLoaderData<typeof loader>();
  const { t, href } = useShop();
  return (
    <ShopShell>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 md:grid-cols-[14rem_1fr]">
        <aside className="flex flex-col gap-4">
          <div>
            <p className="font-semibold">
              {customer.firstName} {customer.lastName}
            </p>
            <p className="text-sm text-neutral-600">{t("account.signedInAs", { email: customer.email })}</p>
          </div>
          <nav aria-label={t("account.navigation")}>
            <ul className="flex flex-col gap-1">
              {accountPages.map(([path, label]) => (
                <li key={path}>
                  <NavLink
                    to={href(path)}
                    end={path === "/account"}
                    className="block rounded px-3 py-2 hover:bg-neutral-100 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold"
                  >
                    {t(label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <Form method="post" action="/account/logout" reloadDocument>
            <input type="hidden" name="returnTo" value={href("/")} />
            <button
              type="submit"
              className="rounded-full border border-neutral-300 px-4 py-2 text-sm hover:bg-neutral-100"
            >
              {t("account.logOut")}
            </button>
          </Form>
        </aside>
        <Outlet />
      </div>
    </ShopShell>
  );
}

export const links = () => fontPreloadLinks;

export const ErrorBoundary = ShopShellErrorBoundary;
