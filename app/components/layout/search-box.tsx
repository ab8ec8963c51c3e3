import { useEffect, useId, useRef, useState, type Ref } from "react";
import { Form, useNavigate } from "react-router";
import { useShop } from "#app/shop/use-shop.ts";

interface Suggestion {
  Id: number;
  Name: string;
  UniqueName: string;
}

const debounceMs = 150;
const minimumLength = 2;

/**
 * The header search: a plain GET form (works without JavaScript) that, with JavaScript, suggests
 * products while typing as an ARIA combobox (arrow keys move, Enter opens, Escape closes).
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
  const { t, href, locale, currency } = useShop();
  const navigate = useNavigate();
  const listId = useId();
  const [query, setQuery] = useState("");
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const aborter = useRef<AbortController | null>(null);

  useEffect(() => {
    const words = query.trim();
    if (words.length < minimumLength) return;
    const timer = setTimeout(() => {
      aborter.current?.abort();
      const controller = new AbortController();
      aborter.current = controller;
      const params = new URLSearchParams({
        cultureCode: locale,
        currencyId: String(currency.id),
        searchString: words,
        pageSize: "6",
      });
      fetch(`/api/search-and-filter/product/list-product?${params}`, { signal: controller.signal })
        .then((response) => (response.ok ? response.json() : { Items: [] }))
        .then((body: { Items: Suggestion[] }) => {
          setSuggestions(body.Items);
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
  const openProduct = (suggestion: Suggestion) => {
    setOpen(false);
    navigate(href(`/product/${suggestion.UniqueName}`));
  };

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
      openProduct(shown[active]!);
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
        ref={inputRef}
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
      <ul
        id={`${listId}-list`}
        role="listbox"
        aria-label={t("shell.suggestions")}
        hidden={!expanded}
        className="absolute top-full left-0 z-20 mt-1 w-full overflow-hidden rounded-lg border border-neutral-200 bg-white shadow-lg"
      >
        {shown.map((suggestion, index) => (
          <li
            key={suggestion.Id}
            id={`${listId}-option-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => openProduct(suggestion)}
            className="cursor-pointer px-4 py-2 text-sm hover:bg-neutral-100 aria-selected:bg-brand-50"
          >
            {suggestion.Name}
          </li>
        ))}
      </ul>
    </Form>
  );
}
