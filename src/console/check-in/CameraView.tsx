/** The camera preview and its start/stop button; each code it reads is checked through the gate store. */
import { useEffect, useRef, useState } from "react";
import { errorMessage } from "@/lib/api/client";
import { cameraFailed, checkCode } from "@/stores/gate";
import { startScanning } from "./camera";

export function CameraView() {
  const [camera, setCamera] = useState<"off" | "starting" | "on">("off");
  const video = useRef<HTMLVideoElement>(null);
  const stopCamera = useRef<(() => void) | null>(null);

  useEffect(() => () => stopCamera.current?.(), []);

  async function toggleCamera() {
    if (camera !== "off") {
      stopCamera.current?.();
      stopCamera.current = null;
      setCamera("off");
      return;
    }
    setCamera("starting");
    try {
      stopCamera.current = await startScanning(video.current!, (code) => void checkCode(code));
      setCamera("on");
    } catch (failure) {
      setCamera("off");
      cameraFailed(errorMessage(failure));
    }
  }

  return (
    <div className="gate-camera">
      {/* biome-ignore lint/a11y/useMediaCaption: a live camera preview has no speech to caption. */}
      <video ref={video} className="gate-video" hidden={camera === "off"} aria-label="Camera preview" />
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => void toggleCamera()}
        disabled={camera === "starting"}
      >
        {camera === "off"
          ? "Scan with the camera"
          : camera === "starting"
            ? "Starting the camera..."
            : "Stop the camera"}
      </button>
    </div>
  );
}
