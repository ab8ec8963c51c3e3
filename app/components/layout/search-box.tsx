import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from "react";
import { Form, useNavigate } from "react-router";
import { minorUnitsPerUnit } from "#commerce/modules/pricing/browser.ts";
import { imageUrl } from "#app/shop/image-url.ts";
import { useShop } from "#app/shop/use-shop.ts";
import { fetchSuggestions, type SuggestionGroup, type SuggestionOption } from "./search-suggestions.ts";

const debounceMs = 150;
const minimumLength = 2;

/**
 * The header search: a plain GET form (works without JavaScript) that, with JavaScript, suggests
 * products (with picture and price), categories and brands while typing, or what the shopper may
 * have meant, as an ARIA combobox (arrow keys move through every group, Enter opens, Escape closes).
 * `onEscape` hears an Escape that had no suggestions to close (the header then folds the box away).
 */
export function SearchBox({
  id,
  className = "",
  inputRef,
  onEscape,
}: {
  id?: string;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
  onEscape?: () => void;
}) {
  const { t, href, locale, currency, money, imageCdnBase } = useShop();
  const navigate = useNavigate();
  const listId = useId();
  const [query, setQuery] = useState("");
  const [suggestions, setSuggestions] = useState<SuggestionOption[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const aborter = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(inputRef, () => input.current!, []);

  // Words typed before the page hydrated are in the box but not in the state: React hydrates a
  // controlled input without reading it, and its next render would write the empty state back.
  // Taken into the state, they stay and get their suggestions.
  useEffect(() => {
    const typed = input.current?.value ?? "";
    if (typed !== "") setQuery(typed);
  }, []);

  useEffect(() => {
    const words = query.trim();
    if (words.length < minimumLength) return;
    const timer = setTimeout(() => {
      aborter.current?.abort();
      const controller = new AbortController();
      aborter.current = controller;
      fetchSuggestions({ locale, currencyId: currency.id, words }, controller.signal)
        .then((options) => {
          setSuggestions(options);
          setActive(-1);
          setOpen(true);
        })
        .catch(() => undefined);
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [query, locale, currency.id]);

  // Suggestions for an earlier, longer query are not shown once the query is too short.
  const shown = query.trim().length >= minimumLength ? suggestions : [];
  const expanded = open && shown.length > 0;
  const openSuggestion = (suggestion: SuggestionOption) => {
    setOpen(false);
    navigate(href(suggestion.path));
  };
  const groupLabel: Record<SuggestionGroup, string> = {
    products: t("search.suggestedProducts"),
    categories: t("search.suggestedCategories"),
    brands: t("search.suggestedBrands"),
    correction: t("search.didYouMean"),
  };
  const groups = [...new Set(shown.map((suggestion) => suggestion.group))];

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && shown.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % shown.length);
    } else if (event.key === "ArrowUp" && shown.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? shown.length - 1 : index - 1));
    } else if (event.key === "Escape") {
      if (!expanded) onEscape?.();
      setOpen(false);
      setActive(-1);
    } else if (event.key === "Enter" && expanded && active >= 0) {
      event.preventDefault();
      openSuggestion(shown[active]!);
    }
  };

  return (
    <Form
      id={id}
      method="get"
      action={href("/search")}
      role="search"
      className={`relative gap-2 ${className}`}
      onSubmit={() => setOpen(false)}
    >
      <label htmlFor={`${listId}-input`} className="sr-only">
        {t("shell.searchLabel")}
      </label>
      <input
        ref={input}
        id={`${listId}-input`}
        type="search"
        name="q"
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${listId}-list`}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-option-${active}` : undefined}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onFocus={() => setOpen(true)}
        placeholder={t("shell.searchPlaceholder")}
        // 16 px on phones: a smaller field makes iOS zoom the page when it takes the focus.
        className="w-full min-w-0 rounded-full border border-neutral-300 px-4 py-2 text-base lg:text-sm"
      />
      <button
        type="submit"
        className="rounded-full bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
      >
        {t("shell.search")}
      </button>
      <div
        id={`${listId}-list`}
        role="listbox"
        aria-label={t("shell.suggestions")}
        hidden={!expanded}
        className="absolute top-full left-0 z-20 mt-1 w-full overflow-hidden rounded-lg border border-neutral-200 bg-white py-1 shadow-lg"
      >
        {groups.map((group) => (
          <div key={group} role="group" aria-labelledby={`${listId}-${group}`}>
            <div
              id={`${listId}-${group}`}
              role="presentation"
              className="px-4 pt-2 pb-1 text-xs font-medium tracking-wide text-neutral-600 uppercase"
            >
              {groupLabel[group]}
            </div>
            {shown.map((suggestion, index) =>
              suggestion.group === group ? (
                <div
                  key={suggestion.key}
                  id={`${listId}-option-${index}`}
                  role="option"
                  aria-selected={index === active}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => openSuggestion(suggestion)}
                  className="flex cursor-pointer items-center gap-3 px-4 py-2 text-sm hover:bg-neutral-100 aria-selected:bg-brand-50"
                >
                  {suggestion.imageKey ? (
                    <img
                      src={imageUrl(imageCdnBase, suggestion.imageKey, 80)}
                      alt=""
                      width={32}
                      height={40}
                      className="h-10 w-8 shrink-0 rounded bg-neutral-100 object-cover"
                    />
                  ) : null}
                  <span className="grow">{suggestion.label}</span>
                  {suggestion.priceIncVat === undefined ? null : (
                    <span className="shrink-0 text-neutral-700">
                      {money(Math.round(suggestion.priceIncVat * minorUnitsPerUnit(currency)))}
                    </span>
                  )}
                </div>
              ) : null,
            )}
          </div>
        ))}
      </div>
    </Form>
  );
}
