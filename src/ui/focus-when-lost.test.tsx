// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useRef, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { useFocusWhenLost } from "./focus-when-lost";

afterEach(cleanup);

/** A button replaced by its outcome, as "Can't come" is by "Your coach knows you can't come". */
function Vanishing() {
  const [said, setSaid] = useState<string | null>(null);
  const message = useRef<HTMLParagraphElement>(null);
  useFocusWhenLost(message, said);
  return (
    <>
      {said && (
        <p ref={message} tabIndex={-1} role="status">
          {said}
        </p>
      )}
      <input aria-label="Elsewhere" />
      {!said && (
        <button type="button" onClick={() => setSaid("Your coach was told")}>
          Can't come
        </button>
      )}
    </>
  );
}

/** The answer first, the button gone at a later render: a list refreshed after the answer came. */
function ReplacedLater() {
  const [said, setSaid] = useState<string | null>(null);
  const [told, setTold] = useState(false);
  const message = useRef<HTMLParagraphElement>(null);
  useFocusWhenLost(message, said);
  return (
    <>
      {said && (
        <p ref={message} tabIndex={-1} role="status">
          {said}
        </p>
      )}
      {told ? (
        <span>Your coach knows you can't come</span>
      ) : (
        <button type="button" onClick={() => setSaid("Your coach was told")}>
          Can't come
        </button>
      )}
      <button type="button" onClick={() => setTold(true)}>
        Refresh
      </button>
    </>
  );
}

describe("useFocusWhenLost", () => {
  it("gives the focus to the outcome when the button that had it is gone", () => {
    render(<Vanishing />);
    const button = screen.getByRole("button", { name: "Can't come" });
    button.focus();
    fireEvent.click(button);
    // happy-dom, like a browser, leaves a removed element's focus on the body.
    expect(document.activeElement).toBe(screen.getByRole("status"));
  });

  it("leaves the focus where the user moved it", () => {
    render(<Vanishing />);
    const elsewhere = screen.getByLabelText("Elsewhere");
    elsewhere.focus();
    fireEvent.click(screen.getByRole("button", { name: "Can't come" }));
    expect(document.activeElement).toBe(elsewhere);
  });

  it("waits for the render that drops the button when the answer comes first", () => {
    render(<ReplacedLater />);
    const button = screen.getByRole("button", { name: "Can't come" });
    button.focus();
    fireEvent.click(button);
    expect(document.activeElement).toBe(button);
    // The render that drops the button leaves the focus on the body: the answer takes it.
    fireEvent.click(screen.getByRole("button", { name: "Refresh" }));
    expect(document.activeElement).toBe(screen.getByRole("status"));
  });
});
