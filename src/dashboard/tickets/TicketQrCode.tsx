/**
 * The ticket's QR code (200 px) holding its signed pass. Loaded lazily so qrcode.react ships only
 * with the ticket dialog. Error correction "L": a phone screen is neither torn nor smudged, and the
 * lowest level keeps the 135-character pass at version 7 (45 modules), about 4 px per module at
 * 200 px, which a camera at arm's length resolves; see docs/decisions/0105-signed-ticket-passes.md.
 */
import { QRCodeSVG } from "qrcode.react";

export const QR_CODE_SIZE = 200;

export default function TicketQrCode({ value, label }: { value: string; label: string }) {
  return (
    <QRCodeSVG value={value} size={QR_CODE_SIZE} level="L" marginSize={2} role="img" aria-label={label} />
  );
}
