import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { PassThrough, pipeline } from "node:stream";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from "react-router";
import { CspNonceContext } from "./http/csp-nonce.ts";
import { lowPriorityModulePreloads } from "./http/low-priority-module-preloads.ts";

export const streamTimeout = 5_000;

/**
 * React Router's default Node entry, plus the page's CSP nonce: React puts it on the scripts it
 * streams, ServerRouter on its hydration data, and the root layout (through CspNonceContext) on
 * <Scripts> and <ScrollRestoration>. Its module preloads go out at low priority (ADR 0031). Errors go
 * to the server's logger rather than the console.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD")
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; people get the shell first and the rest as it streams.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          // A render that fails after the shell is already logged by onError below; the pipeline
          // only has to end the page with it.
          const page = pipeline(body, lowPriorityModulePreloads(), () => {});
          resolve(
            new Response(createReadableStreamFromReadable(page), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject above and are logged by React Router through handleError.
          if (shellRendered) loadContext.logError(error);
        },
      },
    );
  });
}

/** Loader and action failures, logged through the server's logger (which keeps SQL and its values out). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (!request.signal.aborted) (context as AppLoadContext).logError(error);
};
