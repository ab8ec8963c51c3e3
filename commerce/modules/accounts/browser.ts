/** What client code may use of accounts: its form inputs, nothing that reaches the database. */
export { credentialsInput } from "./inputs.ts";
