/**
 * An image field: the address an image field stores (an uploaded image, a /images/ path or a Sanity
 * image on cdn.sanity.io), a preview, and an upload button that sends a photo to the club's media store and puts
 * the answer's address in the field.
 */
import { useState } from "react";
import { errorMessage } from "@/lib/api/client";
import { uploadImage } from "@/lib/api/console-calls";
import type { FieldProps } from "../use-form";
import { ConsoleField } from "./ConsoleField";
import { Field } from "./Fields";

const ACCEPTED = "image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif";
const MAX_BYTES = 10 * 1024 * 1024;

interface ImageFieldProps {
  label: string;
  props: FieldProps;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
}

export function ImageField({ label, props, error, value, onChange }: ImageFieldProps) {
  const [uploading, setUploading] = useState(false);
  const [uploadMessage, setUploadMessage] = useState<string | null>(null);
  const uploadId = `${props.id}-upload`;

  async function upload(file: File | undefined) {
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setUploadMessage("This photo is larger than 10 MB: choose a smaller one.");
      return;
    }
    setUploading(true);
    setUploadMessage(null);
    try {
      const media = await uploadImage(file);
      onChange(media.url);
      setUploadMessage("Photo uploaded.");
    } catch (failure) {
      setUploadMessage(errorMessage(failure));
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className="console-image">
      <Field
        label={label}
        props={props}
        error={error}
        hint="Upload a photo, or give a /images/ path or a Sanity image address (cdn.sanity.io)."
      >
        {(fieldProps) => (
          <input {...fieldProps} type="text" value={value} onChange={(e) => onChange(e.target.value)} />
        )}
      </Field>
      <div className="console-image__row">
        {value && !error ? (
          <img className="console-image__preview" src={value} alt="" width="96" height="64" />
        ) : null}
        <ConsoleField id={uploadId} label="Upload a photo (JPEG, PNG, WebP or HEIC, at most 10 MB)">
          <input
            id={uploadId}
            type="file"
            accept={ACCEPTED}
            disabled={uploading}
            onChange={(event) => {
              void upload(event.target.files?.[0]);
              event.target.value = "";
            }}
          />
        </ConsoleField>
      </div>
      <p className="console-image__status" role="status">
        {uploading ? "Uploading the photo..." : uploadMessage}
      </p>
    </div>
  );
}
