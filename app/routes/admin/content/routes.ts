import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The back office's content pages, inside the admin layout (paths relative to /admin, files relative to app/). */
export function contentRoutes(): RouteConfigEntry[] {
  return [
    route("content", "routes/admin/content/list.tsx"),
    route("content/new", "routes/admin/content/new.tsx"),
    route("content/:storyId", "routes/admin/content/edit.tsx"),
  ];
}

/** A story's preview: the storefront's blocks without the back office's frame, for the editor's iframe. */
export function contentPreviewRoute(): RouteConfigEntry {
  return route("content/:storyId/preview", "routes/admin/content/preview.tsx");
}
