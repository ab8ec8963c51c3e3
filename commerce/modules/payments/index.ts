export {
  instalmentMonths,
  instalmentPlans,
  paymentDetailsInput,
  type PaymentDetails,
  type PaymentDetailsInput,
} from "./inputs.ts";
export {
  cancelWaitingPayment,
  hasPayment,
  insertPendingPayment,
  recordPaymentAnswer,
  waitingPaymentStatuses,
} from "./payment-records.ts";
export { findPayment, paymentOf } from "./payment-reads.ts";
