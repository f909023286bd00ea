import { describe, expect, it } from "vitest";
import { batchingSink } from "./log";

function recorder() {
  const written: string[] = [];
  const scheduled: (() => void)[] = [];
  const sink = batchingSink(
    { out: (text) => written.push(`out:${text}`), err: (text) => written.push(`err:${text}`) },
    (flush) => scheduled.push(flush),
  );
  return { sink, written, scheduled };
}

describe("batchingSink", () => {
  it("writes the info lines of one turn as one chunk, scheduling one flush", () => {
    const { sink, written, scheduled } = recorder();
    sink.out("a");
    sink.out("b");
    expect(written).toEqual([]);
    expect(scheduled).toHaveLength(1);
    scheduled[0]!();
    expect(written).toEqual(["out:a\nb\n"]);
    sink.out("c");
    expect(scheduled).toHaveLength(2);
    scheduled[1]!();
    expect(written).toEqual(["out:a\nb\n", "out:c\n"]);
  });

  it("writes an error at once, after the info lines logged before it", () => {
    const { sink, written, scheduled } = recorder();
    sink.out("request");
    sink.err("failed");
    expect(written).toEqual(["out:request\n", "err:failed\n"]);
    // The flush scheduled for the first line finds nothing left.
    scheduled[0]!();
    expect(written).toHaveLength(2);
  });

  it("flushes what is gathered when asked (the process ending)", () => {
    const { sink, written } = recorder();
    sink.out("last words");
    sink.flush();
    expect(written).toEqual(["out:last words\n"]);
  });
});
