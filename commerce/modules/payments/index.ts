export { instalmentMonths, instalmentPlans, paymentDetailsInput, type PaymentDetails, type PaymentDetailsInput } from "./inputs.ts";
export { hasPayment } from "./payment-state.ts";
export { insertPendingPayment, recordPaymentAnswer } from "./payment-records.ts";
