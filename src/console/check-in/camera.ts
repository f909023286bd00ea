/**
 * The camera and the QR decoder: the browser's BarcodeDetector where it has one, else the
 * barcode-detector ponyfill (zxing-wasm), whose .wasm file is served by the site itself and loaded
 * only by this screen.
 */
import zxingWasm from "zxing-wasm/reader/zxing_reader.wasm?url";

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

interface NativeDetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

async function createDetector(): Promise<Detector> {
  const native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (native && (await native.getSupportedFormats()).includes("qr_code")) {
    return new native({ formats: ["qr_code"] });
  }
  const { BarcodeDetector, prepareZXingModule } = await import("barcode-detector/ponyfill");
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? zxingWasm : prefix + path),
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: ["qr_code"] });
}

let detector: Promise<Detector> | null = null;

/**
 * Loads the decoder (and its .wasm file) now, while there is network, so the camera works offline
 * later; the service worker keeps the files for the next visit.
 */
export function prepareDetector(): Promise<Detector> {
  detector ??= createDetector().catch((error) => {
    detector = null;
    throw error;
  });
  return detector;
}

/** Starts the back camera in a video element and calls `found` with each code it reads; returns stop. */
export async function startScanning(
  video: HTMLVideoElement,
  found: (code: string) => void,
): Promise<() => void> {
  const [stream, decoder] = await Promise.all([
    navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false }),
    prepareDetector(),
  ]);
  video.srcObject = stream;
  video.muted = true;
  video.setAttribute("playsinline", "");
  await video.play();
  let stopped = false;
  const tick = async () => {
    if (stopped) return;
    try {
      if (video.readyState >= 2) {
        const started = performance.now();
        const [code] = await decoder.detect(video);
        // Timed by the bench (`npm run bench -- gate`) against the scanner's budget (bench/budgets.json).
        if (code?.rawValue) performance.measure("gate-decode", { start: started });
        if (code?.rawValue) found(code.rawValue);
      }
    } catch {
      // A frame that cannot be read: try the next one.
    }
    if (!stopped) setTimeout(tick, 200);
  };
  void tick();
  return () => {
    stopped = true;
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
}

let audio: AudioContext | null = null;

/** A short beep: high for let in, low twice for refused. */
export function beep(ok: boolean): void {
  try {
    audio ??= new AudioContext();
    const tones = ok ? [880] : [220, 220];
    tones.forEach((frequency, i) => {
      const oscillator = audio!.createOscillator();
      const gain = audio!.createGain();
      oscillator.frequency.value = frequency;
      oscillator.type = ok ? "sine" : "square";
      gain.gain.value = 0.15;
      oscillator.connect(gain).connect(audio!.destination);
      const start = audio!.currentTime + i * 0.2;
      oscillator.start(start);
      oscillator.stop(start + 0.15);
    });
  } catch {
    // No sound on this device: colour and text still answer.
  }
}
