import { useId, type ReactNode } from 'react';
import { pictureOf, type PictureGlyph, type PicturePattern, type PictureRecipe } from '../display/picture';
import './recipes.css';

/**
 * A recipe's picture: the catalogue has no photographs, so a drawing stands in, never a broken
 * image. The same recipe always looks the same (display/picture.ts picks colour, pattern and
 * glyph); the colours come from recipes.css, mixed with the scheme's surface and text tokens so
 * the drawing sits well in light and dark. Decorative: the card and the detail say the name.
 */
export function RecipePicture({ recipe, className }: { recipe: PictureRecipe; className?: string | undefined }) {
  const picture = pictureOf(recipe);
  // Several pictures share a page, so each pattern needs its own id; useId's colons are not valid in url().
  const patternId = `recipe-picture-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg
      className={`recipe-picture recipe-picture--p${picture.palette}${className ? ` ${className}` : ''}`}
      viewBox="0 0 400 300"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-glyph={picture.glyph}
      data-palette={picture.palette}
      data-pattern={picture.pattern}
    >
      <defs>
        <pattern
          id={patternId}
          width="40"
          height="40"
          patternUnits="userSpaceOnUse"
          patternTransform={`rotate(${picture.angle})`}
        >
          {PATTERNS[picture.pattern]}
        </pattern>
      </defs>
      <rect className="recipe-picture-bg" width="400" height="300" />
      <rect width="400" height="300" fill={`url(#${patternId})`} />
      <circle className="recipe-picture-plate" cx="200" cy="150" r="112" />
      <circle className="recipe-picture-rim" cx="200" cy="150" r="98" />
      <g className="recipe-picture-glyph" transform="translate(127.5 77.5) scale(1.45)">
        {GLYPHS[picture.glyph]}
      </g>
    </svg>
  );
}

/** One 40 × 40 tile of each pattern, drawn in the pattern colour. */
const PATTERNS: Record<PicturePattern, ReactNode> = {
  dots: <circle className="recipe-picture-pattern" cx="20" cy="20" r="4" />,
  stripes: <rect className="recipe-picture-pattern" width="40" height="9" />,
  waves: <path className="recipe-picture-pattern-line" d="M0 20 Q10 10 20 20 T40 20" />,
  checks: <rect className="recipe-picture-pattern" width="20" height="20" />,
  rings: <circle className="recipe-picture-pattern-line" cx="20" cy="20" r="11" />,
};

/** Each glyph in a 100 × 100 box: a filled shape with a line drawing over it. */
const GLYPHS: Record<PictureGlyph, ReactNode> = {
  bowl: (
    <>
      <path className="fill" d="M14 50 H86 A36 34 0 0 1 14 50 Z" />
      <path d="M14 50 H86 A36 34 0 0 1 14 50 Z M38 92 H62 M38 40 q-6 -7 0 -14 q6 -7 0 -14 M62 40 q-6 -7 0 -14 q6 -7 0 -14" />
    </>
  ),
  leaf: (
    <>
      <path className="fill" d="M18 82 C18 40 44 16 84 16 C84 56 60 82 18 82 Z" />
      <path d="M18 82 C18 40 44 16 84 16 C84 56 60 82 18 82 Z M18 82 L64 36 M40 60 H56 M52 48 V34" />
    </>
  ),
  bread: (
    <>
      <path className="fill" d="M22 80 V48 C12 44 14 24 34 24 H66 C86 24 88 44 78 48 V80 Z" />
      <path d="M22 80 V48 C12 44 14 24 34 24 H66 C86 24 88 44 78 48 V80 Z M36 42 l6 8 M50 40 l6 8 M64 42 l-4 6" />
    </>
  ),
  fish: (
    <>
      <path className="fill" d="M12 50 C28 24 62 24 76 50 C62 76 28 76 12 50 Z M76 50 L92 34 V66 Z" />
      <path d="M12 50 C28 24 62 24 76 50 C62 76 28 76 12 50 Z M76 50 L92 34 V66 Z M50 36 C56 44 56 56 50 64" />
      <circle className="dot" cx="30" cy="46" r="3.5" />
    </>
  ),
  egg: (
    <>
      <path className="fill" d="M20 56 C12 38 30 18 48 26 C62 14 88 28 80 48 C92 66 70 86 52 76 C36 90 14 74 20 56 Z" />
      <path d="M20 56 C12 38 30 18 48 26 C62 14 88 28 80 48 C92 66 70 86 52 76 C36 90 14 74 20 56 Z" />
      <circle className="dot" cx="50" cy="52" r="13" />
    </>
  ),
  cup: (
    <>
      <path className="fill" d="M20 36 H72 V62 A20 20 0 0 1 52 82 H40 A20 20 0 0 1 20 62 Z" />
      <path d="M20 36 H72 V62 A20 20 0 0 1 52 82 H40 A20 20 0 0 1 20 62 Z M72 44 h6 a10 10 0 0 1 0 20 h-6 M38 28 q-5 -6 0 -12 q5 -6 0 -12 M54 28 q-5 -6 0 -12 q5 -6 0 -12" />
    </>
  ),
  fruit: (
    <>
      <path className="fill" d="M50 34 C36 22 16 30 18 54 C20 76 38 90 50 82 C62 90 80 76 82 54 C84 30 64 22 50 34 Z" />
      <path d="M50 34 C36 22 16 30 18 54 C20 76 38 90 50 82 C62 90 80 76 82 54 C84 30 64 22 50 34 Z M50 34 C50 26 53 18 58 12 M56 22 C62 12 74 12 78 16 C72 24 62 26 56 22 Z" />
    </>
  ),
  meat: (
    <>
      <path className="fill" d="M64 12 C84 12 92 36 80 52 C70 64 54 66 44 56 C36 48 38 32 48 22 C52 16 58 12 64 12 Z" />
      <path d="M64 12 C84 12 92 36 80 52 C70 64 54 66 44 56 C36 48 38 32 48 22 C52 16 58 12 64 12 Z M46 58 L30 74" />
      <circle className="dot" cx="24" cy="72" r="6" />
      <circle className="dot" cx="30" cy="82" r="6" />
    </>
  ),
  pot: (
    <>
      <path className="fill" d="M18 42 H82 V72 A10 10 0 0 1 72 82 H28 A10 10 0 0 1 18 72 Z" />
      <path d="M18 42 H82 V72 A10 10 0 0 1 72 82 H28 A10 10 0 0 1 18 72 Z M12 42 H88 M18 52 H8 M82 52 H92 M42 34 H58 M38 26 q-4 -5 0 -10 M62 26 q-4 -5 0 -10" />
    </>
  ),
  grain: (
    <>
      <g className="fill">
        <ellipse cx="50" cy="20" rx="6" ry="11" />
        {[34, 52, 70].map((y) => (
          <g key={y}>
            <ellipse cx="40" cy={y} rx="6" ry="11" transform={`rotate(-35 40 ${y})`} />
            <ellipse cx="60" cy={y} rx="6" ry="11" transform={`rotate(35 60 ${y})`} />
          </g>
        ))}
      </g>
      <path d="M50 32 V94" />
    </>
  ),
};
