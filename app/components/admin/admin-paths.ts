/**
 * A back-office URL from a path relative to /admin ("/" is the home, "/staff" the staff page).
 * The home is /admin/ with its slash: a client navigation's data request for it is then
 * /admin/_.data, which the staff cookie (Path=/admin) reaches, where /admin.data would not (ADR 0016).
 */
export function adminHref(path: string): string {
  return path === "/" ? "/admin/" : `/admin${path}`;
}
