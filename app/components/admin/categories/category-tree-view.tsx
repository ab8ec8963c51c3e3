import { useState } from "react";
import { Link, useSubmit } from "react-router";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import type { StaffCategoryNode } from "#commerce/modules/catalogue/browser.ts";
import { type DropZone, findNode, nameIn, placeOfDrop } from "./category-places.ts";

/** The drop zone under the pointer: the upper quarter of a row places before it, the lower quarter after, the middle inside. */
function zoneAt(event: React.DragEvent<HTMLElement>): DropZone {
  const box = event.currentTarget.getBoundingClientRect();
  const share = (event.clientY - box.top) / box.height;
  return share < 0.25 ? "before" : share > 0.75 ? "after" : "inside";
}

/** The products a storefront listing of the category shows: its own and those of every category below it. */
const productsBelow = (node: StaffCategoryNode): number =>
  node.children.reduce((sum, child) => sum + productsBelow(child), node.productCount);

const zoneClass: Record<DropZone, string> = {
  before: "border-t-4 border-t-brand-600",
  after: "border-b-4 border-b-brand-600",
  inside: "ring-2 ring-brand-600",
};

/**
 * The category tree as a nested list of links (the chosen one marked as current). A row can be
 * dragged onto another to move it there; the same moves are buttons beside the chosen category, so
 * dragging is never the only way.
 */
export function CategoryTreeView({
  tree,
  selectedId,
}: {
  tree: readonly StaffCategoryNode[];
  selectedId: number | undefined;
}) {
  const { t, locale } = useAdmin();
  const productCountText = (count: number) =>
    count === 1 ? t("categories.oneProduct") : t("categories.products", { count });
  const submit = useSubmit();
  const [draggedId, setDraggedId] = useState<number>();
  const [drop, setDrop] = useState<{ id: number; zone: DropZone }>();

  const dropPlace = (target: StaffCategoryNode, zone: DropZone) => {
    const dragged = draggedId === undefined ? undefined : findNode(tree, draggedId);
    return dragged ? placeOfDrop(tree, dragged, target, zone) : undefined;
  };

  const renderLevel = (nodes: readonly StaffCategoryNode[], nested: boolean) => (
    <ul className={`flex flex-col gap-1 ${nested ? "mt-1 ml-6 border-l border-neutral-200 pl-2" : ""}`}>
      {nodes.map((node) => (
        <li key={node.id}>
          <div
            draggable
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = "move";
              event.dataTransfer.setData("text/plain", String(node.id));
              setDraggedId(node.id);
            }}
            onDragEnd={() => {
              setDraggedId(undefined);
              setDrop(undefined);
            }}
            onDragOver={(event) => {
              const zone = zoneAt(event);
              // No preventDefault where a drop is refused (onto itself or below itself): the browser shows it cannot drop.
              if (!dropPlace(node, zone)) return;
              event.preventDefault();
              if (drop?.id !== node.id || drop.zone !== zone) setDrop({ id: node.id, zone });
            }}
            onDragLeave={() => setDrop((current) => (current?.id === node.id ? undefined : current))}
            onDrop={(event) => {
              event.preventDefault();
              const place = dropPlace(node, zoneAt(event));
              setDrop(undefined);
              setDraggedId(undefined);
              if (!place || draggedId === undefined) return;
              void submit(
                {
                  intent: "move",
                  categoryId: String(draggedId),
                  parentId: place.parentId === null ? "" : String(place.parentId),
                  position: String(place.position),
                },
                { method: "post", preventScrollReset: true },
              );
            }}
            className={`flex items-center gap-2 rounded border border-transparent px-2 py-1 ${
              node.id === selectedId ? "bg-brand-50" : "hover:bg-neutral-50"
            } ${drop?.id === node.id ? zoneClass[drop.zone] : ""} ${draggedId === node.id ? "opacity-50" : ""}`}
          >
            <span
              aria-hidden="true"
              title={t("categories.dragHandle")}
              className="cursor-grab text-neutral-500 select-none"
            >
              ⠿
            </span>
            <Link
              to={`?category=${node.id}`}
              aria-current={node.id === selectedId ? "true" : undefined}
              preventScrollReset
              className={`text-sm underline-offset-2 hover:underline ${node.id === selectedId ? "font-semibold" : ""}`}
            >
              {nameIn(node, locale)}
            </Link>
            <span className="text-xs text-neutral-600">{productCountText(productsBelow(node))}</span>
            {node.isActive ? null : (
              <span className="rounded bg-neutral-200 px-1.5 text-xs text-neutral-800">{t("categories.hidden")}</span>
            )}
          </div>
          {node.children.length > 0 ? renderLevel(node.children, true) : null}
        </li>
      ))}
    </ul>
  );

  return (
    <nav aria-label={t("categories.tree")}>
      {tree.length > 0 ? renderLevel(tree, false) : <p className="text-sm text-neutral-700">{t("categories.empty")}</p>}
    </nav>
  );
}
