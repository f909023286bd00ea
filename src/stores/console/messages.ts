/** The console's message stores: notifications, the contact inbox and the newsletter. */

import { atom } from "nanostores";
import { call, keyOf, keysOf, type QueryOf } from "@/lib/api/call";
import * as calls from "@/lib/api/console-calls";
import * as apiCalls from "@/shared/api/all-calls";
import { createFetcherStore, revalidateKeys } from "../fetcher";
import { paramsOf, searchOf, settings, write } from "./common";

export const $broadcasts = createFetcherStore(
  keyOf(apiCalls.staffBroadcasts, { query: searchOf("notifications") }),
  {
    fetcher: (_, search) => calls.listBroadcasts(paramsOf(String(search))),
    ...settings,
  },
);

/** The group the notification form has chosen, as its query ("kind=coach&id=..."); null while unfinished. */
const $audienceChoice = atom<string | null>(null);

/** How many members the chosen group reaches now, asked of the server (the send's own rule). */
export const $audienceCount = createFetcherStore(keyOf(apiCalls.audienceCount, { query: $audienceChoice }), {
  fetcher: (_, query) => {
    const { kind = "", id } = paramsOf(String(query));
    return call(apiCalls.audienceCount, {
      query: (id ? { kind, id } : { kind }) as QueryOf<typeof apiCalls.audienceCount>,
    });
  },
  ...settings,
});

/** The form chose a group (its member, tournament or coach too), or has not finished choosing (null). */
export function chooseAudience(audience: { kind: string; id?: string | undefined } | null): void {
  if (audience === null) {
    $audienceChoice.set(null);
    return;
  }
  $audienceChoice.set(
    new URLSearchParams(
      audience.id ? { kind: audience.kind, id: audience.id } : { kind: audience.kind },
    ).toString(),
  );
}

export const $contactMessages = createFetcherStore(
  keyOf(apiCalls.contactMessages, { query: searchOf("contact") }),
  {
    fetcher: (_, search) => calls.listContactMessages(paramsOf(String(search))),
    ...settings,
  },
);

export const $subscribers = createFetcherStore(
  keyOf(apiCalls.newsletterSubscribers, { query: searchOf("newsletter") }),
  {
    fetcher: (_, search) => calls.listSubscribers(paramsOf(String(search))),
    ...settings,
  },
);

export const $sendNotification = write(
  (body: Parameters<typeof calls.sendNotification>[0]) => calls.sendNotification(body),
  apiCalls.staffBroadcasts,
);

/** Reads the inbox again even when the mail failed: the reply was kept, and the inbox offers to send it again. */
export const $replyToContact = write(async ({ id, reply }: { id: string; reply: string }) => {
  try {
    return await calls.replyToContact(id, reply);
  } finally {
    revalidateKeys(keysOf(apiCalls.contactMessages));
  }
});

export const $setContactStatus = write(
  ({ id, status }: { id: string; status: "new" | "handled" }) => calls.setContactStatus(id, status),
  apiCalls.contactMessages,
);
