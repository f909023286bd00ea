/** The scanner's decoder choice and its beep, with the browser's parts stubbed. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const ponyfill = vi.hoisted(() => ({
  BarcodeDetector: vi.fn(function (this: { options: unknown }, options: unknown) {
    this.options = options;
  }),
  prepareZXingModule: vi.fn(async () => undefined),
}));
vi.mock("barcode-detector/ponyfill", () => ponyfill);

async function loadCamera() {
  vi.resetModules();
  return import("./camera");
}

beforeEach(() => {
  ponyfill.BarcodeDetector.mockClear();
  ponyfill.prepareZXingModule.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A browser's own BarcodeDetector reading the formats given. */
function nativeDetector(formats: string[]) {
  return class NativeDetector {
    static getSupportedFormats = vi.fn(async () => formats);
    constructor(readonly options: { formats: string[] }) {}
    async detect() {
      return [];
    }
  };
}

describe("prepareDetector", () => {
  it("uses the browser's own BarcodeDetector when it reads QR codes, without loading the ponyfill", async () => {
    const Native = nativeDetector(["ean_13", "qr_code"]);
    vi.stubGlobal("BarcodeDetector", Native);
    const { prepareDetector } = await loadCamera();
    const detector = await prepareDetector();
    expect(detector).toBeInstanceOf(Native);
    expect((detector as InstanceType<typeof Native>).options).toEqual({ formats: ["qr_code"] });
    expect(ponyfill.prepareZXingModule).not.toHaveBeenCalled();
    expect(ponyfill.BarcodeDetector).not.toHaveBeenCalled();
    // Prepared once: the same detector the next time.
    expect(await prepareDetector()).toBe(detector);
  });

  it("falls back to the zxing ponyfill, its .wasm served by the site, when the browser cannot read QR codes", async () => {
    vi.stubGlobal("BarcodeDetector", nativeDetector(["ean_13"]));
    const { prepareDetector } = await loadCamera();
    await prepareDetector();
    expect(ponyfill.BarcodeDetector).toHaveBeenCalledWith({ formats: ["qr_code"] });
    const [options] = ponyfill.prepareZXingModule.mock.calls[0] as unknown as [
      { overrides: { locateFile: (path: string, prefix: string) => string } },
    ];
    const wasm = options.overrides.locateFile("zxing_reader.wasm", "https://cdn.example/");
    expect(wasm).not.toContain("cdn.example");
    expect(wasm).toMatch(/zxing_reader.*\.wasm/);
  });
});

describe("beep", () => {
  function stubAudio() {
    const oscillators: { frequency: { value: number }; type: string; starts: number[]; stops: number[] }[] =
      [];
    class FakeAudioContext {
      currentTime = 10;
      destination = { node: "speakers" };
      createOscillator() {
        const oscillator = {
          frequency: { value: 0 },
          type: "",
          starts: [] as number[],
          stops: [] as number[],
          connect: (node: unknown) => node,
          start(at: number) {
            this.starts.push(at);
          },
          stop(at: number) {
            this.stops.push(at);
          },
        };
        oscillators.push(oscillator);
        return oscillator;
      }
      createGain() {
        return { gain: { value: 1 }, connect: (node: unknown) => node };
      }
    }
    vi.stubGlobal("AudioContext", FakeAudioContext);
    return oscillators;
  }

  it("plays one high tone for a ticket let in", async () => {
    const oscillators = stubAudio();
    const { beep } = await loadCamera();
    beep(true);
    expect(oscillators.map((o) => [o.frequency.value, o.type, o.starts, o.stops])).toEqual([
      [880, "sine", [10], [10.15]],
    ]);
  });

  it("plays two low tones, one after the other, for a refused ticket", async () => {
    const oscillators = stubAudio();
    const { beep } = await loadCamera();
    beep(false);
    expect(oscillators.map((o) => [o.frequency.value, o.type])).toEqual([
      [220, "square"],
      [220, "square"],
    ]);
    expect(oscillators[1]!.starts[0]! - oscillators[0]!.starts[0]!).toBeCloseTo(0.2);
  });

  it("stays silent, without throwing, where the device has no sound", async () => {
    vi.stubGlobal(
      "AudioContext",
      class {
        constructor() {
          throw new Error("not allowed");
        }
      },
    );
    const { beep } = await loadCamera();
    expect(() => beep(true)).not.toThrow();
  });
});
