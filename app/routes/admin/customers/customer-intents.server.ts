import type { AdminFormOutcome } from "#app/components/admin/form-outcome.tsx";
import type { Commerce } from "#commerce/commerce.ts";
import type { StaffActor } from "#commerce/modules/access/index.ts";
import { formDone } from "../form-outcome.server.ts";

interface CustomerRequest {
  commerce: Commerce;
  actor: StaffActor;
  customerId: number;
}

/** A customer page's forms, one named function each; the engine checks the role and audits the change. */
export const customerIntents = {
  async deactivate({ commerce, actor, customerId }: CustomerRequest): Promise<AdminFormOutcome> {
    await commerce.staffCustomers.deactivateCustomer(actor, customerId);
    return formDone("deactivate", "customers.deactivated.done");
  },
  async activate({ commerce, actor, customerId }: CustomerRequest): Promise<AdminFormOutcome> {
    await commerce.staffCustomers.activateCustomer(actor, customerId);
    return formDone("activate", "customers.activated.done");
  },
  async erase({ commerce, actor, customerId }: CustomerRequest): Promise<AdminFormOutcome> {
    await commerce.staffCustomers.eraseCustomer(actor, customerId);
    return formDone("erase", "customers.erased.done");
  },
};

export type CustomerIntent = keyof typeof customerIntents;

export function isCustomerIntent(intent: string): intent is CustomerIntent {
  return Object.hasOwn(customerIntents, intent);
}
