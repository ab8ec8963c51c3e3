/**
 * Queued mail points at the shop's pictures by path (/img/…), which the back office's preview loads
 * from this server; mail clients need the full address, made here from the configured public
 * origin as the mail goes out. Our templates write every src attribute, so the pattern is exact.
 */
export function withAbsoluteImages(html: string, publicOrigin: string): string {
  return html.replaceAll(' src="/img/', ` src="${new URL(publicOrigin).origin}/img/`);
}
