import { useActionData, useLoaderData } from "react-router";
import { adminHref } from "#app/components/admin/admin-paths.ts";
import { ButtonLink } from "#app/components/admin/buttons.tsx";
import type { AdminFormOutcome } from "#app/components/admin/form-outcome.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { PictureList } from "#app/components/admin/pictures/picture-list.tsx";
import { PictureUpload } from "#app/components/admin/pictures/picture-upload.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import { pictureLimits } from "#commerce/modules/media/browser.ts";
import type { Route } from "./+types/pictures.ts";
import { formRefused } from "../../form-outcome.server.ts";
import { asStaff, requireStaff, staffContextOf } from "../../require-staff.server.ts";
import { productIdOf } from "../product/product-form.server.ts";
import { hasStrayFile, isPictureIntent, outcomeIntentOf, pictureIntents } from "./picture-intents.server.ts";

/** The product's pictures in order with the colours they may show, for `catalogue.manage`; 404 for no such product. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const productId = productIdOf(params);
  const locale = await staffContextOf(context).locale();
  const view = await asStaff(context, (actor) =>
    context.commerce.staffProductPictures.getPictures(actor, productId, locale),
  );
  return {
    view,
    imageCdnBase: context.imageCdnBase,
    limits: { maxBytes: pictureLimits.maxBytes, maxPixels: pictureLimits.maxPixels },
  };
}

/** Upload (a multipart post with one file), save, move and delete; the engine checks the role and the input. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const productId = productIdOf(params);
  const actor = await requireStaff(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (!isPictureIntent(intent)) throw new Response("intent: unknown", { status: 400 });
  if (hasStrayFile(intent, form)) throw new Response("Only an upload's file field takes a file", { status: 400 });
  try {
    return await pictureIntents[intent]({ commerce: context.commerce, actor, productId, form });
  } catch (error) {
    return formRefused(outcomeIntentOf(intent, form), error);
  }
}

export default function ProductPicturesPage() {
  const { view, imageCdnBase, limits } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>() as AdminFormOutcome | undefined;
  const { t } = useAdmin();
  return (
    <>
      <PageHeader
        title={t("pictures.title", { name: view.product.name })}
        description={t("pictures.description")}
        actions={<ButtonLink to={adminHref(`/catalogue/${view.product.id}`)}>← {t("pictures.back")}</ButtonLink>}
      />
      <PictureUpload colours={view.colours} limits={limits} outcome={outcome} />
      <PictureList view={view} imageCdnBase={imageCdnBase} outcome={outcome} />
    </>
  );
}
