/** What client code may use of content: the CMS block schemas, nothing that reaches the database. */
export { blockSchemas } from "./blocks/block-schemas.ts";
