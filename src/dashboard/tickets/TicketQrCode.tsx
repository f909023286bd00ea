/** The ticket's QR code (200 px). Loaded lazily so qrcode.react ships only with the ticket dialog. */
import { QRCodeSVG } from "qrcode.react";

export const QR_CODE_SIZE = 200;

export default function TicketQrCode({ value, label }: { value: string; label: string }) {
  return (
    <QRCodeSVG value={value} size={QR_CODE_SIZE} level="M" marginSize={2} role="img" aria-label={label} />
  );
}
