import { data } from "react-router";

/** SPEC §2: an unknown path is a 404 with 'Page not found: {path}'. */
export function pageNotFound(request: Request) {
  return data(`Page not found: ${decodeURIComponent(new URL(request.url).pathname)}`, {
    status: 404,
    statusText: "Page Not Found",
  });
}
