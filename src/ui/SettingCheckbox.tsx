/**
 * A member's on/off setting as a card with one checkbox, saved the moment it changes
 * (`memberSetting`, src/stores/settings.ts). The box shows the new choice while it is saved and
 * keeps it once saved ("Saved."); when saving fails it goes back to the saved value and the error
 * says why. It stays focusable while saving: changes made then are ignored, not queued.
 */
import { useStore } from "@nanostores/react";
import { useId, useState } from "react";
import { errorMessage } from "@/lib/api/client";
import type { MemberSetting } from "@/stores/settings";
import "./ui.css";

interface SettingCheckboxProps {
  title: string;
  label: string;
  help: string;
  setting: MemberSetting;
}

export function SettingCheckbox({ title, label, help, setting }: SettingCheckboxProps) {
  const id = useId();
  const { data: value } = useStore(setting.$value);
  const { data: saved, loading: saving, error, mutate: save } = useStore(setting.$save);
  const [asked, setAsked] = useState<boolean>();
  const checked = saving && asked !== undefined ? asked : (value ?? setting.byDefault);
  const status = saving ? "Saving..." : saved !== undefined && !error ? "Saved." : "";

  return (
    <section className="dash-card dash-setting" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="dash-setting__title">
        {title}
      </h2>
      <label className="dash-setting__label">
        <input
          type="checkbox"
          checked={checked}
          disabled={value === undefined}
          onChange={(event) => {
            if (saving) return;
            setAsked(event.target.checked);
            void save({ value: event.target.checked });
          }}
          aria-describedby={`${id}-help`}
        />
        {label}
      </label>
      <p id={`${id}-help`} className="dash-setting__help">
        {help}
      </p>
      <p className="dash-setting__status" role="status">
        {status}
      </p>
      {error && (
        <p className="form-error" role="alert">
          {errorMessage(error)}
        </p>
      )}
    </section>
  );
}
