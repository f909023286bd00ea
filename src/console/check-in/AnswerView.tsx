/**
 * The answer to the last scan: colour, words (read out by screen readers) and a beep. The words come
 * from `gateAnswerWords`, the same for an answer of the server and of this phone offline.
 */
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { gateAnswerWords } from "@/shared/domain/gate";
import { $gate } from "@/stores/gate";
import { lagosTime } from "../publishing";
import { beep } from "./camera";

export function AnswerView() {
  const { answer, problem, answered } = useStore($gate);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one beep per answer, not per render.
  useEffect(() => {
    if (answered > 0) beep(!problem && answer?.outcome === "admitted");
  }, [answered]);
  const tone = problem
    ? "idle"
    : !answer
      ? "idle"
      : answer.outcome === "admitted"
        ? "ok"
        : answer.outcome === "already"
          ? "warn"
          : "bad";
  const words = answer && gateAnswerWords(answer, lagosTime);
  return (
    <div
      className={`gate-answer gate-answer--${tone}`}
      role="status"
      aria-live="assertive"
      aria-atomic="true"
    >
      {problem ? (
        <p className="gate-answer__title">{problem}</p>
      ) : words ? (
        <>
          <p className="gate-answer__title">{words.title}</p>
          {words.lines.map((line) => (
            <p key={line} className="gate-answer__text">
              {line}
            </p>
          ))}
        </>
      ) : (
        <p className="gate-answer__title">Ready to scan</p>
      )}
    </div>
  );
}
