import { Link } from "react-router";
import { useShop } from "../../shop/use-shop.ts";

export function SiteFooter() {
  const { t, href, categories } = useShop();
  return (
    <footer className="mt-auto border-t border-neutral-200 bg-brand-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <section>
          <p className="text-xl font-black text-brand-700">Butik</p>
          <p className="mt-2 text-sm text-neutral-700">{t("shell.footerAbout")}</p>
        </section>
        <nav aria-labelledby="footer-categories">
          <h2 id="footer-categories" className="font-semibold">
            {t("shell.footerCategories")}
          </h2>
          <ul className="mt-2 grid grid-cols-2 gap-1 text-sm">
            {categories.map((category) => (
              <li key={category.id}>
                <Link to={href(`/category/${category.path.join("/")}`)} className="hover:underline">
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-service">
          <h2 id="footer-service" className="font-semibold">
            {t("shell.footerCustomerService")}
          </h2>
          <p className="mt-2 text-sm">{t("shell.footerServiceHours")}</p>
          <p className="text-sm">
            <a href="mailto:kundservice@butik.se" className="hover:underline">
              kundservice@butik.se
            </a>
          </p>
        </section>
      </div>
      <p className="pb-6 text-center text-xs text-neutral-600">{t("shell.copyright", { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
