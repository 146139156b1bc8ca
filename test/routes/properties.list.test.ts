import { beforeAll, describe, expect, it } from "vitest";
import { call, createProperty } from "../helpers";

const URL = "/api/v1/properties";

// Storage is shared by the tests of this file; each list test narrows to its own `q` token.
describe("GET /api/v1/properties", () => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const rows = [
      ["b", "Birch Lane 22, Boulder CO (list-token)", "2020-03-01", "ACTIVE"],
      ["a", "aspen court 7, Aurora CO (list-token)", "2022-11-30", "INACTIVE"],
      ["c", "Cedar Ave 310, Denver CO (LIST-TOKEN)", "2019-01-15", "ACTIVE"],
      ["d", "Dogwood Dr 5, Denver CO (list-token)", "2021-07-04", "ACTIVE"],
      ["e", "Elm St 99, Golden CO (list-token)", "2021-07-04", "ACTIVE"],
    ] as const;
    for (const [key, address, acquisition_date, status] of rows) {
      ids[key] = (await createProperty({ address, acquisition_date, status })).id;
    }
  });

  const list = async (query: string) => call("GET", `${URL}?q=list-token&${query}`);
  const keysOf = (items: { id: string }[]) => items.map((item) => Object.entries(ids).find(([, id]) => id === item.id)?.[0]).join("");

  it("returns the pagination shape with the total of every match", async () => {
    const res = await list("page_size=2");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 5, page: 1, page_size: 2 });
    expect(res.body.items).toHaveLength(2);
  });

  it("defaults to page 1 of 50, oldest created first", async () => {
    const res = await list("");
    expect(res.body).toMatchObject({ total: 5, page: 1, page_size: 50 });
    expect(keysOf(res.body.items)).toBe("bacde");
  });

  it("walks pages without overlap or gaps, and past the end returns no items", async () => {
    const pages = [];
    for (let page = 1; page <= 3; page++) pages.push(keysOf((await list(`page=${page}&page_size=2&sort=acquisition_date`)).body.items));
    expect(pages).toEqual(["cb", "de", "a"]);
    const beyond = await list("page=9&page_size=2");
    expect(beyond.body).toMatchObject({ items: [], total: 5, page: 9 });
  });

  it("sorts by address (case-insensitive), acquisition date and creation time, both ways", async () => {
    // A binary sort would put "aspen" after "Elm".
    expect(keysOf((await list("sort=address")).body.items)).toBe("abcde");
    expect(keysOf((await list("sort=-address")).body.items)).toBe("edcba");
    expect(keysOf((await list("sort=-acquisition_date")).body.items)).toBe("aedbc");
    expect(keysOf((await list("sort=-created_at")).body.items)).toBe("edcab");
  });

  it("breaks ties in a stable order", async () => {
    const first = keysOf((await list("sort=acquisition_date")).body.items);
    const again = keysOf((await list("sort=acquisition_date")).body.items);
    expect(first).toBe("cbdea");
    expect(again).toBe(first);
  });

  it("filters by status and by address fragment, case-insensitively", async () => {
    expect(keysOf((await list("status=INACTIVE")).body.items)).toBe("a");
    expect((await list("status=ACTIVE")).body.total).toBe(4);
    const denver = await call("GET", `${URL}?q=dEnVeR%20co%20(list`);
    expect(keysOf(denver.body.items)).toBe("cd");
  });

  it("treats % and _ in q literally", async () => {
    expect((await call("GET", `${URL}?q=%25`)).body.total).toBe(0);
    expect((await call("GET", `${URL}?q=_`)).body.total).toBe(0);
  });

  it("hides deleted properties unless include_deleted is true", async () => {
    const gone = await createProperty({ address: "1 Gone Way (list-token-deleted)" });
    await call("DELETE", `${URL}/${gone.id}`);
    expect((await call("GET", `${URL}?q=list-token-deleted`)).body.total).toBe(0);
    const withDeleted = await call("GET", `${URL}?q=list-token-deleted&include_deleted=true`);
    expect(withDeleted.body.total).toBe(1);
    expect(withDeleted.body.items[0].deleted_at).not.toBeNull();
    expect((await call("GET", `${URL}?q=list-token-deleted&include_deleted=false`)).body.total).toBe(0);
  });

  it.each([
    ["page=0", ["query", "page"], "greater_than_equal"],
    ["page=abc", ["query", "page"], "int_parsing"],
    ["page=1.5", ["query", "page"], "int_parsing"],
    ["page_size=0", ["query", "page_size"], "greater_than_equal"],
    ["page_size=201", ["query", "page_size"], "less_than_equal"],
    ["sort=price", ["query", "sort"], "enum"],
    ["status=active", ["query", "status"], "enum"],
    ["include_deleted=maybe", ["query", "include_deleted"], "bool_parsing"],
  ])("rejects %s with a 422 at its loc", async (query, loc, type) => {
    const res = await call("GET", `${URL}?${query}`);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail: [{ loc, msg: expect.any(String), type }] });
  });

  it("accepts the page-size bounds 1 and 200", async () => {
    expect((await list("page_size=1")).body.items).toHaveLength(1);
    expect((await list("page_size=200")).body.page_size).toBe(200);
  });
});
