import { describe, expect, it } from "vitest";
import { allUpcomingTournaments } from "./tournament-pages";

/** Tournaments 1..count in date order, served as the API pages them: soonest first, each page latest first. */
function pagedApi(count: number, size: number) {
  const all = Array.from({ length: count }, (_, i) => ({ _id: `t${i + 1}` }));
  const asked: (string | undefined)[] = [];
  const readPage = async (after: string | undefined) => {
    asked.push(after);
    const from = after === undefined ? 0 : all.findIndex((t) => t._id === after) + 1;
    return { tours: all.slice(from, from + size).reverse(), more: from + size < all.length };
  };
  return { readPage, asked };
}

describe("allUpcomingTournaments", () => {
  it("reads every page after the latest of the last and answers the whole list latest first", async () => {
    const api = pagedApi(7, 3);
    const tours = await allUpcomingTournaments(api.readPage);
    expect(tours.map((t) => t._id)).toEqual(["t7", "t6", "t5", "t4", "t3", "t2", "t1"]);
    expect(api.asked).toEqual([undefined, "t3", "t6"]);
  });

  it("reads one page when it holds them all, and stops on an empty one", async () => {
    const one = pagedApi(2, 3);
    expect((await allUpcomingTournaments(one.readPage)).map((t) => t._id)).toEqual(["t2", "t1"]);
    expect(one.asked).toEqual([undefined]);
    expect(await allUpcomingTournaments(async () => ({ tours: [], more: true }))).toEqual([]);
  });

  it("stops when a page says more but repeats one already read", async () => {
    let reads = 0;
    const tours = await allUpcomingTournaments(async () => {
      reads++;
      return { tours: [{ _id: "t1" }], more: true };
    });
    expect(reads).toBe(2);
    expect(tours).toHaveLength(2);
  });
});
