/**
 * The member's place on the public club ladder, on Matches: whether they are listed
 * (docs/decisions/0111-leaving-the-public-ladder.md) and, for an adult, whether by full name or by
 * first name and initial; a junior is told they are always shown by first name and initial
 * (docs/decisions/0102-public-draws-and-ladder.md). Each box is saved the moment it changes.
 */
import { useStore } from "@nanostores/react";
import { $ladderSetting, ladderFullName, ladderListing } from "@/stores/settings";
import { SettingCheckbox } from "@/ui/SettingCheckbox";

const UPDATES = "the page changes when the site next updates, usually within minutes.";

export function LadderSettings() {
  const { data: setting } = useStore($ladderSetting);

  return (
    <>
      <SettingCheckbox
        title="Club Ladder"
        label="Show me on the public club ladder"
        help={`The ladder on the Tournaments page lists the top ranked players. Your own rank stays the same either way; ${UPDATES}`}
        setting={ladderListing}
      />
      {setting?.junior ? (
        <section className="dash-card dash-setting" aria-labelledby="ladder-name-title">
          <h2 id="ladder-name-title" className="dash-setting__title">
            Name on the Ladder
          </h2>
          <p className="dash-setting__help">
            Juniors are always shown on the ladder and in published draws by first name and initial.
          </p>
        </section>
      ) : (
        <SettingCheckbox
          title="Name on the Ladder"
          label="Show my full name on the public ladder"
          help={`Your name on the ladder and in published draws. Untick it to be shown by first name and initial instead; ${UPDATES}`}
          setting={ladderFullName}
        />
      )}
    </>
  );
}
