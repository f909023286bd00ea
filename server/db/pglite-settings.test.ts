/** PGlite opens with the small buffers that keep the all-in-one server's memory down (0217). */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client";

describe("PGlite", () => {
  it("runs with 16 MB of shared buffers and the smaller maintenance memory", {
    timeout: 120_000,
  }, async () => {
    const handle = await openDatabase({ kind: "memory" });
    try {
      const setting = async (name: string) => {
        const result: unknown = await handle.db.execute(sql`select current_setting(${name}) as value`);
        const rows = (Array.isArray(result) ? result : (result as { rows: { value: string }[] }).rows) as {
          value: string;
        }[];
        return rows[0]?.value;
      };
      expect(await setting("shared_buffers")).toBe("16MB");
      expect(await setting("maintenance_work_mem")).toBe("16MB");
      expect(await setting("temp_buffers")).toBe("4MB");
    } finally {
      await handle.close();
    }
  });
});
