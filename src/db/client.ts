import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

function connect(d1: D1Database) {
  return drizzle(d1, { schema });
}

export type Database = ReturnType<typeof connect>;

/** One drizzle instance per D1 binding: building one reads the whole schema, which costs on every request. */
const instances = new WeakMap<D1Database, Database>();

export function getDb(d1: D1Database): Database {
  let db = instances.get(d1);
  if (!db) instances.set(d1, (db = connect(d1)));
  return db;
}
