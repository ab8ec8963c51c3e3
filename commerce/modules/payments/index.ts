export {
  instalmentMonths,
  instalmentPlans,
  paymentDetailsInput,
  type PaymentDetails,
  type PaymentDetailsInput,
} from "./inputs.ts";
export { hasPayment } from "./payment-state.ts";
export {
  cancelWaitingPayment,
  findPaymentState,
  insertPendingPayment,
  recordPaymentAnswer,
  waitingPaymentStatuses,
} from "./payment-records.ts";
