import { Form, Link, NavLink, useLocation } from "react-router";
import { LanguageSwitchForm } from "#app/components/layout/language-switch.tsx";
import { adminNavItems, currentNavPath } from "./admin-nav.ts";
import { adminHref } from "./admin-paths.ts";
import { useAdmin, useStaffMember } from "./use-admin.ts";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded px-3 py-2 text-sm whitespace-nowrap ${isActive ? "bg-brand-600 font-semibold text-white" : "text-neutral-800 hover:bg-neutral-100"}`;

/** The back office's language switch: saves the member's own language and stays on the page. */
function AdminLanguageSwitch() {
  const { t, locale } = useAdmin();
  return (
    <LanguageSwitchForm
      action={adminHref("/account/language")}
      label={t("shell.language")}
      current={locale}
      nameOf={(option) => t(`shell.locale.${option}`)}
    />
  );
}

/**
 * The back office's frame: a skip link, the shop's name, the member with their language and sign
 * out, and the menu of what their role may open (a row that scrolls on a phone, a column beside the
 * page from 1024 px).
 */
export function AdminShell({ shopName, children }: { shopName: string; children: React.ReactNode }) {
  const { t } = useAdmin();
  const member = useStaffMember();
  const items = adminNavItems.filter((item) => member?.can(item.permission));
  // One entry is current, the most specific (NavLink alone marks every entry whose path starts the page's).
  const current = currentNavPath(items, useLocation().pathname.replace(/^\/admin/, "") || "/");
  return (
    <div className="flex min-h-screen flex-col bg-neutral-50">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 font-medium focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        {t("shell.skipToContent")}
      </a>
      <header className="border-b border-neutral-200 bg-white">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
          <Link to={adminHref("/")} className="flex items-baseline gap-2">
            <span className="text-lg font-semibold">{shopName}</span>
            <span className="text-sm text-neutral-600">{t("shell.backOffice")}</span>
          </Link>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            {member ? (
              <NavLink to={adminHref("/account")} className="text-sm underline-offset-2 hover:underline">
                {t("shell.signedInAs", { name: member.name })}
              </NavLink>
            ) : null}
            <AdminLanguageSwitch />
            <Form method="post" action={adminHref("/logout")}>
              <button
                type="submit"
                className="rounded border border-neutral-300 px-3 py-1 text-sm hover:bg-neutral-100"
              >
                {t("shell.signOut")}
              </button>
            </Form>
          </div>
        </div>
      </header>
      <div className="flex flex-1 flex-col lg:flex-row">
        <nav
          aria-label={t("shell.navigation")}
          className="border-b border-neutral-200 bg-white lg:w-56 lg:shrink-0 lg:border-r lg:border-b-0"
        >
          <ul className="flex gap-1 overflow-x-auto px-2 py-2 lg:flex-col lg:overflow-visible">
            {items.map((item) => {
              const isActive = item.path === current;
              return (
                <li key={item.path}>
                  <Link
                    to={adminHref(item.path)}
                    aria-current={isActive ? "page" : undefined}
                    className={navLinkClass({ isActive })}
                  >
                    {t(item.label)}
                  </Link>
                </li>
              );
            })}
            <li>
              <NavLink to={adminHref("/account")} className={navLinkClass}>
                {t("shell.nav.account")}
              </NavLink>
            </li>
          </ul>
        </nav>
        <main id="main" tabIndex={-1} className="flex min-w-0 flex-1 flex-col gap-6 p-4 sm:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}

/** The sign-in pages' frame: the shop's name and one narrow column. */
export function AdminSignInFrame({ children }: { children: React.ReactNode }) {
  const { t } = useAdmin();
  return (
    <main id="main" className="mx-auto flex w-full max-w-md flex-1 flex-col gap-6 px-4 py-12">
      <p className="text-sm font-medium text-neutral-600">{t("shell.backOffice")}</p>
      {children}
    </main>
  );
}
