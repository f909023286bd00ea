/**
 * Web Push to the installed dashboard (VAPID, RFC 8291 encryption) made by `web-push`; the
 * service worker (public/app-sw.js) shows what arrives. A subscription the push service says is gone
 * (404, 410) is deleted.
 */
import webpush from "web-push";
import { ChannelError, PROVIDER_TIMEOUT_MS } from "./channel-error";
import type { PushSettings } from "./settings";

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOutcome {
  /** The push service's id of the message (its Location), or the endpoint's. */
  providerId: string;
  /** Endpoints the push service no longer knows. */
  gone: string[];
}

export function pushClient(settings: PushSettings, fetchImpl: typeof fetch = fetch) {
  return {
    /** Pushes to every device of the member; succeeds when one took it. */
    async send(
      targets: readonly PushTarget[],
      title: string,
      body: string,
      url: string,
    ): Promise<PushOutcome> {
      const gone: string[] = [];
      let accepted: string | null = null;
      let problem = "No device is subscribed";
      for (const target of targets) {
        // web-push encrypts and signs (RFC 8291, VAPID); the request goes out through fetch.
        const request = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify({ title, body, url }),
          {
            vapidDetails: {
              subject: settings.subject,
              publicKey: settings.publicKey,
              privateKey: settings.privateKey,
            },
            TTL: 24 * 60 * 60,
          },
        );
        try {
          const answer = await fetchImpl(request.endpoint, {
            method: request.method,
            headers: request.headers as Record<string, string>,
            body: request.body ? new Uint8Array(request.body) : null,
            signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
          });
          if (answer.ok) {
            accepted ??= answer.headers.get("location") ?? target.endpoint;
            continue;
          }
          if (answer.status === 404 || answer.status === 410) gone.push(target.endpoint);
          problem = `The push service answered ${answer.status}`;
        } catch {
          problem = "The push service could not be reached";
        }
      }
      if (!accepted) throw new ChannelError("push", problem);
      return { providerId: accepted, gone };
    },
  };
}
