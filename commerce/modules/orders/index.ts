export { createOrdersService, type OrderSummary, type OrdersService } from "./service.ts";
