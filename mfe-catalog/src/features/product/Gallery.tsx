import { useState } from 'react';

/** The product's pictures: a large one and, when there are several, thumbnails to pick from. */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const shown = images[Math.min(index, images.length - 1)];
  return (
    <div className="kn-cat-gallery">
      <div className="kn-cat-gallery__main">
        {shown ? (
          <img
            src={shown}
            alt={images.length > 1 ? `${name}, picture ${index + 1} of ${images.length}` : name}
            width={480}
            height={480}
            // The page's largest picture: fetched first, never waiting for a scroll.
            fetchPriority={index === 0 ? 'high' : 'auto'}
          />
        ) : (
          <span className="kn-cat-gallery__none">No picture yet</span>
        )}
      </div>
      {images.length > 1 && (
        // biome-ignore lint/a11y/useSemanticElements: a strip of picture buttons, not a form section; a fieldset would bring its own border, padding and min-width into the scrolling strip
        <div className="kn-cat-gallery__thumbs" role="group" aria-label="Pictures">
          {images.map((src, i) => (
            <button
              key={src}
              type="button"
              className="kn-cat-gallery__thumb"
              aria-label={`Show picture ${i + 1} of ${images.length}`}
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
