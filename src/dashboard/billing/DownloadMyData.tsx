/**
 * Download my data: the member's right to a copy of everything the club holds about them (Nigeria
 * Data Protection Act), as a JSON file, next to deleting it.
 */
import { useStore } from "@nanostores/react";
import { errorMessage } from "@/lib/api/client";
import { saveFile } from "@/lib/save-file";
import { $dataExport } from "@/stores/account";

export function DownloadMyData() {
  const { loading: busy, error, mutate } = useStore($dataExport);

  async function download() {
    const file = await mutate();
    if (file) saveFile(file.blob, file.fileName);
  }

  return (
    <section className="dash-card dash-export" aria-labelledby="export-title">
      <h2 id="export-title" className="dash-billing__section-title">
        Your Data
      </h2>
      <p>
        Download a copy of everything we hold about you: your profile, plans, coach, reviews, tickets,
        matches, notifications, payments, newsletter subscription and messages to the club.
      </p>
      <button type="button" className="btn btn-outline" onClick={download} disabled={busy}>
        {busy ? "Preparing your data..." : "Download my data"}
      </button>
      {error && (
        <p className="dash-alert" role="alert">
          {errorMessage(error)}
        </p>
      )}
    </section>
  );
}
