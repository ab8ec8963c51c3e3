import { data } from "react-router";
import { formRefused } from "../form-outcome.server.ts";

/** The editor's form as sent: name, address and the block tree as JSON text. */
export interface StoryFormValues {
  name: string;
  fullSlug: string;
  content: string;
}

/** A refused form's answer: its problems, with what was sent (a save's) so the editor shows it again. */
export function refusedWithValues(intent: string, error: unknown, values: StoryFormValues | undefined) {
  const refused = formRefused(intent, error);
  return data({ ...refused.data, ...(values ? { values } : {}) }, refused.init ?? undefined);
}
