import { useActionData, useLoaderData } from "react-router";
import { type AdminFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import { BrandsPanel } from "#app/components/admin/vocabularies/brands-panel.tsx";
import { TermsPanel } from "#app/components/admin/vocabularies/terms-panel.tsx";
import type { Route } from "./+types/vocabularies.ts";
import { formRefused } from "../../form-outcome.server.ts";
import { asStaff, requireStaff, staffContextOf } from "../../require-staff.server.ts";
import {
  isVocabularyIntent,
  kindFitsIntent,
  vocabularyIntents,
  vocabularyOutcomeKey,
} from "./vocabulary-intents.server.ts";

/** Every brand, flag, colour and size with how many products use each, for `catalogue.manage`. */
export async function loader({ context }: Route.LoaderArgs) {
  return asStaff(context, (actor) => context.commerce.staffVocabulary.listVocabularies(actor));
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireStaff(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (!isVocabularyIntent(intent)) throw new Response("intent: unknown", { status: 400 });
  if (!kindFitsIntent(intent, form)) throw new Response("kind: not a brand", { status: 400 });
  const outcomeKey = vocabularyOutcomeKey(intent, form);
  try {
    return await vocabularyIntents[intent]({
      commerce: context.commerce,
      actor,
      locale: await staffContextOf(context).locale(),
      form,
      outcomeKey,
    });
  } catch (error) {
    return formRefused(outcomeKey, error);
  }
}

const sections = [
  { id: "brands", title: "vocabularies.brands" },
  { id: "flags", title: "vocabularies.flags" },
  { id: "colours", title: "vocabularies.colours" },
  { id: "sizes", title: "vocabularies.sizes" },
] as const;

export default function VocabulariesPage() {
  const { brands, flags, colours, sizes } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>() as AdminFormOutcome | undefined;
  const { t } = useAdmin();
  return (
    <>
      <PageHeader title={t("vocabularies.title")} description={t("vocabularies.description")} />
      <nav aria-label={t("vocabularies.sections")}>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand-700 underline underline-offset-2">
                {t(section.title)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div id="brands" className="scroll-mt-4">
        <BrandsPanel brands={brands} outcome={outcome} />
      </div>
      <div id="flags" className="scroll-mt-4">
        <TermsPanel kind="flag" terms={flags} outcome={outcome} />
      </div>
      <div id="colours" className="scroll-mt-4">
        <TermsPanel kind="colour" terms={colours} outcome={outcome} />
      </div>
      <div id="sizes" className="scroll-mt-4">
        <TermsPanel kind="size" terms={sizes} outcome={outcome} />
      </div>
    </>
  );
}
