import { Button, Spin } from 'antd';
import { useRef, useState } from 'react';
import { IMAGE_UPLOAD_MAX_BYTES } from '@kirana/shared';
import { errorMessage } from '../../lib/shopkeeperMessage';
import { useUploadImageMutation } from '../../lib/catalogueAdminApi';
import { useT } from '../../i18n';

interface ImagesFieldProps {
  /** Image addresses as the API answers them (the upload's `url`, or a product's saved images). */
  value?: string[];
  onChange?: (images: string[]) => void;
  max: number;
  /** 'Toned Milk' or 'the category': what the pictures are of, for screen readers. */
  subject: string;
  id?: string;
}

const ACCEPTED = 'image/png,image/jpeg,image/webp';

/** "2 MB", "3.4 MB". */
const megabytes = (bytes: number): string => `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;

/**
 * Pictures for a product or category, as a form field: each chosen file is uploaded at once and
 * shown; the first is the one the shop shows. Images can be moved earlier or later and removed.
 */
export function ImagesField({ value = [], onChange, max, subject, id }: ImagesFieldProps) {
  const t = useT();
  const [uploadImage] = useUploadImageMutation();
  const [uploading, setUploading] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // Uploads finish after re-renders: add to the images as they are then, not as they were.
  const latest = useRef(value);
  latest.current = value;

  const change = (images: string[]) => {
    latest.current = images;
    onChange?.(images);
  };

  // A field of one picture (a category's) replaces it; otherwise pictures are added up to `max`.
  const replaces = max === 1;

  async function upload(files: File[]) {
    setProblem(null);
    const room = replaces ? 1 : max - latest.current.length;
    if (files.length > room) {
      const added =
        room <= 0
          ? t('remove one first')
          : room === 1
            ? t('only the first is added')
            : t('only the first {count} are added', { count: room });
      setProblem(t('A product keeps at most {max} pictures: {added}.', { max, added }));
    }
    for (const file of files.slice(0, Math.max(room, 0))) {
      if (file.size > IMAGE_UPLOAD_MAX_BYTES) {
        setProblem(
          t('{file} is {size}: choose a picture of at most {max}.', {
            file: file.name,
            size: megabytes(file.size),
            max: megabytes(IMAGE_UPLOAD_MAX_BYTES),
          }),
        );
        continue;
      }
      setUploading((n) => n + 1);
      try {
        const { url } = await uploadImage(file).unwrap();
        change(replaces ? [url] : [...latest.current, url]);
      } catch (error) {
        setProblem(`${file.name}: ${errorMessage(error)}`);
      } finally {
        setUploading((n) => n - 1);
      }
    }
  }

  const move = (from: number, to: number) => {
    const images = [...value];
    const [image] = images.splice(from, 1);
    if (image === undefined) return;
    images.splice(to, 0, image);
    change(images);
  };

  return (
    <div className="kn-adm-images" id={id}>
      <ul className="kn-adm-images__list" aria-label={t('Pictures of {subject}', { subject })}>
        {value.map((image, index) => (
          <li key={image} className="kn-adm-images__item">
            <img src={image} alt={t('{subject} ({number})', { subject, number: index + 1 })} width={88} height={88} />
            {index === 0 && max > 1 && <span className="kn-adm-images__cover">{t('Shown first')}</span>}
            <span className="kn-adm-images__actions">
              {max > 1 && (
                <>
                  <Button
                    size="small"
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                    aria-label={t('Move picture {number} earlier', { number: index + 1 })}
                  >
                    ←
                  </Button>
                  <Button
                    size="small"
                    disabled={index === value.length - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={t('Move picture {number} later', { number: index + 1 })}
                  >
                    →
                  </Button>
                </>
              )}
              <Button
                size="small"
                danger
                onClick={() => change(value.filter((_, i) => i !== index))}
                aria-label={t('Remove picture {number}', { number: index + 1 })}
              >
                ✕
              </Button>
            </span>
          </li>
        ))}
        {uploading > 0 && (
          <li className="kn-adm-images__item kn-adm-images__item--busy">
            <Spin aria-label={t('Uploading')} />
          </li>
        )}
      </ul>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED}
        multiple={max > 1}
        // Inline: antd's form styles show file inputs (`.ant-form-item input[type='file']`).
        style={{ display: 'none' }}
        aria-label={t('Upload a picture of {subject}', { subject })}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          void upload(files);
        }}
      />
      <Button
        onClick={() => input.current?.click()}
        disabled={!replaces && value.length >= max}
        loading={uploading > 0}
      >
        {value.length === 0 ? t('Upload picture') : replaces ? t('Replace picture') : t('Add another picture')}
      </Button>
      <span className="kn-adm-images__hint">
        {max > 1
          ? t('JPEG, PNG or WebP, at most {size} each, up to {max}', { size: megabytes(IMAGE_UPLOAD_MAX_BYTES), max })
          : t('JPEG, PNG or WebP, at most {size} each', { size: megabytes(IMAGE_UPLOAD_MAX_BYTES) })}
      </span>
      {problem && (
        <p className="kn-adm-images__problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
