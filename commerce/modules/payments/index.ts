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
  recordAuthorizationCancelled,
  recordCapture,
  recordPaymentAnswer,
  waitingPaymentStatuses,
} from "./payment-records.ts";
export {
  findPayment,
  findPaymentDetail,
  listSucceededRefunds,
  paymentOf,
  type PaymentDetail,
  type PaymentRow,
  type ShopperRefund,
} from "./payment-reads.ts";
export {
  ordersWithPaymentIn,
  paymentStateIn,
  paymentStateOf,
  paymentStates,
  type PaymentState,
} from "./payment-state.ts";
export {
  findRefund,
  insertPendingRefund,
  lockPaymentForRefund,
  settleRefund,
  type RefundablePayment,
  type RefundedLine,
  type RefundOutcome,
  type RefundRow,
} from "./refund-records.ts";
