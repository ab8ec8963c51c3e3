import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
let t=Date.now(); const db=await PGlite.create({extensions:{pg_trgm}}); console.log('fresh', Date.now()-t);
await db.exec("create table x(a int); insert into x values (1)");
t=Date.now(); const dump = await db.dumpDataDir("none"); console.log('dump', Date.now()-t, dump.size);
for (let i=0;i<3;i++){ t=Date.now(); const d2=await PGlite.create({loadDataDir: dump, extensions:{pg_trgm}}); console.log('load', Date.now()-t, (await d2.query("select * from x")).rows); }
