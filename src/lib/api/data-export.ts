/** The member's data as the JSON file the server names. */

import * as calls from "@/shared/api/calls";
import { send } from "./call";

export interface DataExportFile {
  blob: Blob;
  fileName: string;
}

const FALLBACK_FILE_NAME = "tennis-community-data.json";

/** The file name in `attachment; filename="..."`, or a plain default. */
export function attachmentFileName(contentDisposition: string | null): string {
  const match = contentDisposition?.match(/filename="([^"]+)"/);
  return match?.[1] ?? FALLBACK_FILE_NAME;
}

export async function downloadMyData(): Promise<DataExportFile> {
  const response = await send(calls.exportMyData);
  return {
    blob: await response.blob(),
    fileName: attachmentFileName(response.headers.get("content-disposition")),
  };
}
