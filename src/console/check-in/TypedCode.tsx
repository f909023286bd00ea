/** Typing a ticket's code: for when the camera cannot read it. Checked however it is typed. */
import { useState } from "react";
import { checkCode } from "@/stores/gate";

export function TypedCode() {
  const [typed, setTyped] = useState("");
  return (
    <form
      className="gate-type"
      onSubmit={(event) => {
        event.preventDefault();
        const code = typed.trim();
        if (!code) return;
        void checkCode(code, true);
        setTyped("");
      }}
    >
      <label htmlFor="gate-code">Ticket code</label>
      <input
        id="gate-code"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="TC-..."
      />
      <button type="submit" className="btn btn-secondary">
        Check
      </button>
    </form>
  );
}
