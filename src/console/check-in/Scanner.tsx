/**
 * The answer, the camera and the typed code together: inline on the gate screen, or filling the
 * phone's screen (a modal layer: focus kept inside, Escape or "Exit full screen" returns, focus back
 * on the button that opened it). Where the browser allows it, the page also goes full screen, so the
 * address bar does not take the camera's room.
 */
import { useStore } from "@nanostores/react";
import { type KeyboardEvent, useEffect, useRef } from "react";
import { $gate, setFullScreen } from "@/stores/gate";
import { AnswerView } from "./AnswerView";
import { CameraView } from "./CameraView";
import { TypedCode } from "./TypedCode";

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/** Tab on the last control goes to the first, Shift+Tab on the first to the last. */
function keepFocusInside(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== "Tab") return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (control) => control.offsetParent !== null,
  );
  const first = controls[0];
  const lastControl = controls.at(-1);
  if (!first || !lastControl) return;
  const to = event.shiftKey
    ? document.activeElement === first && lastControl
    : document.activeElement === lastControl && first;
  if (!to) return;
  event.preventDefault();
  to.focus();
}

async function browserFullScreen(on: boolean) {
  try {
    if (on && !document.fullscreenElement) await document.documentElement.requestFullscreen?.();
    if (!on && document.fullscreenElement) await document.exitFullscreen();
  } catch {
    // Not allowed here (an iPhone): the scanner still fills the page.
  }
}

export function Scanner({ title }: { title: string }) {
  const { fullScreen } = useStore($gate);
  const exit = useRef<HTMLButtonElement>(null);
  const enter = useRef<HTMLButtonElement>(null);
  const wasFull = useRef(false);

  useEffect(() => {
    if (fullScreen) {
      wasFull.current = true;
      exit.current?.focus();
      void browserFullScreen(true);
    } else if (wasFull.current) {
      wasFull.current = false;
      enter.current?.focus();
      void browserFullScreen(false);
    }
  }, [fullScreen]);

  useEffect(() => {
    // Leaving the browser's full screen (its own gesture or key) leaves the scanner's too.
    const left = () => {
      if (!document.fullscreenElement) setFullScreen(false);
    };
    document.addEventListener("fullscreenchange", left);
    return () => {
      document.removeEventListener("fullscreenchange", left);
      setFullScreen(false);
    };
  }, []);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: its keys act only while it is a dialog (full screen).
    <div
      className={`gate-scanner${fullScreen ? " gate-scanner--full" : ""}`}
      {...(fullScreen ? { role: "dialog", "aria-modal": true, "aria-labelledby": "gate-scanner-title" } : {})}
      onKeyDown={(event) => {
        if (!fullScreen) return;
        if (event.key === "Escape") {
          event.preventDefault();
          setFullScreen(false);
        } else keepFocusInside(event);
      }}
    >
      {fullScreen ? (
        <div className="gate-scanner__bar">
          <h2 id="gate-scanner-title" className="gate-scanner__title">
            {title}
          </h2>
          <button ref={exit} type="button" className="btn btn-secondary" onClick={() => setFullScreen(false)}>
            Exit full screen
          </button>
        </div>
      ) : (
        <button
          ref={enter}
          type="button"
          className="btn btn-secondary gate-scanner__enter"
          onClick={() => setFullScreen(true)}
        >
          Full screen
        </button>
      )}
      <AnswerView />
      <div className="gate-scan">
        <CameraView />
        <TypedCode />
      </div>
    </div>
  );
}
