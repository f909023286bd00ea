/** Naming this phone ("Main gate"): the name is said wherever its scans are, "already checked in ... on Main gate". */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { deviceNameProblem } from "@/shared/domain/gate";
import { $device, renameDevice } from "@/stores/gate";

export function DeviceName() {
  const device = useStore($device);
  const [name, setName] = useState(device.name ?? "");
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  return (
    <form
      className="gate-tool"
      aria-labelledby="gate-device-title"
      onSubmit={(event) => {
        event.preventDefault();
        const problem = deviceNameProblem(name);
        if (name.trim() && problem) {
          setError(problem);
          return;
        }
        setError(null);
        renameDevice(name);
        setSaved(true);
      }}
    >
      <h2 id="gate-device-title" className="gate-tool__title">
        This phone
      </h2>
      <p className="gate-tool__lead">
        Scans from this phone are marked “{device.name ?? device.id}”. Name it after where it scans.
      </p>
      <label htmlFor="gate-device-name">Phone’s name</label>
      <div className="gate-tool__row">
        <input
          id="gate-device-name"
          value={name}
          maxLength={40}
          placeholder={device.id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "gate-device-error" : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setSaved(false);
          }}
        />
        <button type="submit" className="btn btn-secondary">
          Save name
        </button>
      </div>
      {error && (
        <p id="gate-device-error" className="field-error" role="alert">
          {error}
        </p>
      )}
      {saved && !error && (
        <p className="gate-tool__done" role="status">
          Saved: this phone is “{device.name ?? device.id}”.
        </p>
      )}
    </form>
  );
}
