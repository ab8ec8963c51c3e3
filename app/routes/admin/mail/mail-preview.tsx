import { Panel } from "#app/components/admin/form-notice.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";

/**
 * The mail as its recipient sees it and as plain text. The HTML is shown in an iframe with an
 * empty sandbox: no script runs, no form posts, no link navigates, and the document gets an opaque
 * origin, so mail content can reach nothing of the back office. srcdoc keeps it off the network
 * (the page's Content-Security-Policy applies inside; its pictures come from this server's /img).
 */
export function MailPreview({ subject, html, text }: { subject: string; html: string | null; text: string }) {
  const { t } = useAdmin();
  return (
    <>
      <Panel title={t("mail.preview.html")}>
        {html ? (
          <iframe
            title={t("mail.preview.htmlFrame", { subject })}
            sandbox=""
            srcDoc={html}
            className="h-[36rem] w-full resize-y rounded border border-neutral-200 bg-white"
          />
        ) : (
          <p className="text-sm text-neutral-700">{t("mail.preview.noHtml")}</p>
        )}
      </Panel>
      <Panel title={t("mail.preview.text")}>
        <pre
          className="max-h-[36rem] overflow-auto rounded bg-neutral-50 p-4 font-mono text-sm whitespace-pre-wrap"
          tabIndex={0}
          aria-label={t("mail.preview.text")}
        >
          {text}
        </pre>
      </Panel>
    </>
  );
}
