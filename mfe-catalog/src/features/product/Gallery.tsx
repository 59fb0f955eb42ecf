import { useState } from 'react';
import { useT } from '../../i18n';

/** The product's pictures: a large one and, when there are several, thumbnails to pick from. */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const t = useT();
  const shown = images[Math.min(index, images.length - 1)];
  return (
    <div className="kn-cat-gallery">
      <div className="kn-cat-gallery__main">
        {shown ? (
          <img
            src={shown}
            alt={
              images.length > 1
                ? t('{name}, picture {index} of {count}', { name, index: index + 1, count: images.length })
                : name
            }
            width={480}
            height={480}
            // The page's largest picture: fetched first, never waiting for a scroll.
            fetchPriority={index === 0 ? 'high' : 'auto'}
          />
        ) : (
          <span className="kn-cat-gallery__none">{t('No picture yet')}</span>
        )}
      </div>
      {images.length > 1 && (
        // biome-ignore lint/a11y/useSemanticElements: a strip of picture buttons, not a form section; a fieldset would bring its own border, padding and min-width into the scrolling strip
        <div className="kn-cat-gallery__thumbs" role="group" aria-label={t('Pictures')}>
          {images.map((src, i) => (
            <button
              key={src}
              type="button"
              className="kn-cat-gallery__thumb"
              aria-label={t('Show picture {index} of {count}', { index: i + 1, count: images.length })}
              aria-pressed={i === index}
              onClick={() => setIndex(i)}
            >
              <img src={src} alt="" width={64} height={64} loading="lazy" decoding="async" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
