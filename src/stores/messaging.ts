/**
 * The member's message channels (WhatsApp, SMS, this device), consent, order and kinds
 * (docs/decisions/0190-messages-on-members-channels.md): read through one fetcher store, written by
 * mutator stores that put the settings the server answers into the cache.
 */
import { call, keyOf, keysOf } from "@/lib/api/call";
import { messageConsent, messageSettings, pushSubscription, updateMessageSettings } from "@/shared/api/calls";
import type { MessageSettingsResponse } from "@/shared/api/console-contract";
import type { MessageChannel, MessageKind } from "@/shared/domain/lists";
import { createFetcherStore, createMutatorStore, mutateCache } from "./fetcher";
import { $token } from "./session";

export const $messageSettings = createFetcherStore<MessageSettingsResponse>(
  keyOf(messageSettings, { scope: $token }),
  {
    fetcher: () => call(messageSettings),
  },
);

const saved = (answer: MessageSettingsResponse) => {
  mutateCache(keysOf(messageSettings), answer);
  return answer;
};

/** Opts in (agreeing to the consent text of `consentVersion`) or out of one channel. */
export const $messageConsent = createMutatorStore<
  { channel: MessageChannel; optIn: boolean; consentVersion?: string },
  MessageSettingsResponse
>(async ({ data: { channel, optIn, consentVersion } }) =>
  saved(
    await call(messageConsent, {
      body: optIn
        ? { channel, optIn: true, consentVersion: consentVersion ?? "" }
        : { channel, optIn: false },
    }),
  ),
);

/** Saves the channel order and the kinds turned off. */
export const $messageChoices = createMutatorStore<
  { order: MessageChannel[]; kindsOff: MessageKind[] },
  MessageSettingsResponse
>(async ({ data }) => saved(await call(updateMessageSettings, { body: data })));

/**
 * Subscribes this browser to push (the installed dashboard's service worker) and registers the
 * subscription with the club.
 */
export const $subscribePush = createMutatorStore<{ pushKey: string }, true>(async ({ data, invalidate }) => {
  if (!("serviceWorker" in navigator) || !("PushManager" in window))
    throw new Error("This browser cannot receive notifications");
  if ((await Notification.requestPermission()) !== "granted")
    throw new Error("Notifications are blocked for this site: allow them in the browser's settings");
  const registration = await navigator.serviceWorker.register("/app-sw.js", { scope: "/u" });
  await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: data.pushKey }));
  const json = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  await call(pushSubscription, { body: { endpoint: json.endpoint, keys: json.keys } });
  invalidate(keysOf(messageSettings));
  return true;
});
